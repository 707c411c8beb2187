import { randomBytes, randomUUID } from 'node:crypto';
import {
  supportMessages,
  type StaffSupportTicket,
  type SupportTicket,
  type SupportTicketForm,
  type TicketMessage,
} from '@vouch/contracts';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import { ticketReceivedMail, ticketReplyMail } from '../../adapters/mail/templates.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import type { SupportTicketsTable } from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import { ColumnCipher } from '../../lib/column-cipher.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { orderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import { localeOf } from '../../i18n/mail-text.js';

export interface SupportDeps {
  db: Db;
  config: Config;
  audit: AuditLog;
  jobs: Jobs;
  columns: ColumnCipher;
}

/**
 * Tickets with a reference number; confirmations and replies go to the member's account e-mail
 * (never to an address typed in the form, so the form cannot make us mail strangers).
 */
export function supportService(d: SupportDeps) {
  // Names, e-mail and texts are encrypted, each bound to its table, column and row (decision
  // 0013). A ticket written before that is plain until `rotate-keys` encrypts it.
  const seal = (table: 'support_tickets' | 'ticket_messages', column: string, id: string) => ({
    enc: (v: string) => d.columns.encrypt(v, { table, column, id }),
    dec: (v: string) =>
      ColumnCipher.isCiphertext(v) ? d.columns.decrypt(v, { table, column, id }) : v,
  });
  const ticketField = (id: string, column: 'full_name' | 'email' | 'subject') =>
    seal('support_tickets', column, id);

  async function withMessages(rows: SupportTicketsTable[]): Promise<SupportTicket[]> {
    if (rows.length === 0) return [];
    const msgs = await d.db
      .selectFrom('ticket_messages')
      .selectAll()
      .where(
        'ticket_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      full_name: ticketField(r.id, 'full_name').dec(r.full_name),
      email: ticketField(r.id, 'email').dec(r.email),
      category: r.category as SupportTicket['category'],
      subject: ticketField(r.id, 'subject').dec(r.subject),
      status: r.status as SupportTicket['status'],
      created_at: r.created_at,
      messages: msgs
        .filter((m) => m.ticket_id === r.id)
        .map((m): TicketMessage => ({
          from: m.from_role as TicketMessage['from'],
          message: seal('ticket_messages', 'message', m.id).dec(m.message),
          at: m.created_at,
        })),
    }));
  }

  async function addMessage(
    executor: Db | Tx,
    ticketId: string,
    authorId: string,
    from: 'member' | 'staff',
    message: string,
  ) {
    // Time-ordered, so a thread reads in the order written when two land in one millisecond.
    const id = orderedId();
    await executor
      .insertInto('ticket_messages')
      .values({
        id,
        ticket_id: ticketId,
        author_id: authorId,
        from_role: from,
        message: seal('ticket_messages', 'message', id).enc(message),
        created_at: nowIso(),
      })
      .execute();
  }

  async function ticket(id: string) {
    const t = await d.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!t) throw notFound();
    return t;
  }

  const supportUrl = () => `${d.config.appUrl}/support`;

  return {
    async create(auth: AuthContext, f: Required<SupportTicketForm>): Promise<SupportTicket> {
      // The confirmation carries the subject to the account's address: only to a proven one.
      if (!auth.user.email_verified_at) throw new HttpError(403, supportMessages.emailNotVerified);
      const now = nowIso();
      const id = randomUUID();
      const reference = `VCH-T-${randomBytes(4).toString('hex').toUpperCase()}`;
      const u = await auth.member();
      await d.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('support_tickets')
          .values({
            id,
            reference,
            user_id: auth.user.id,
            full_name: ticketField(id, 'full_name').enc(f.fullName),
            email: ticketField(id, 'email').enc(f.email),
            category: f.category,
            subject: ticketField(id, 'subject').enc(f.subject),
            status: 'open',
            created_at: now,
            updated_at: now,
          })
          .execute();
        await addMessage(tx, id, auth.user.id, 'member', f.message);
        await d.jobs.send(
          tx,
          'mail',
          sealMail(
            d.columns,
            ticketReceivedMail(
              u.email,
              u.first_name,
              reference,
              f.subject,
              supportUrl(),
              localeOf(u.preferred_language),
            ),
          ),
        );
      });
      d.jobs.kick();
      return (await withMessages([await ticket(id)]))[0]!;
    },

    async mine(auth: AuthContext): Promise<SupportTicket[]> {
      const rows = await d.db
        .selectFrom('support_tickets')
        .selectAll()
        .where('user_id', '=', auth.user.id)
        .orderBy('created_at', 'desc')
        .execute();
      return withMessages(rows);
    },

    async memberReply(auth: AuthContext, id: string, message: string) {
      const t = await ticket(id);
      if (t.user_id !== auth.user.id) throw notFound();
      if (t.status === 'closed') throw new HttpError(409, supportMessages.ticketClosed);
      await d.db.transaction().execute(async (tx) => {
        await addMessage(tx, t.id, auth.user.id, 'member', message);
        await tx
          .updateTable('support_tickets')
          .set({ status: 'open', updated_at: nowIso() })
          .where('id', '=', t.id)
          .execute();
      });
    },

    /**
     * Every ticket for staff, each with the account that filed it: the typed name and e-mail are
     * the member's words (anyone can type "Vouch Compliance"); the account's own address, where
     * replies go, and its uuid are what staff can trust (issue 31).
     */
    async all(status: string | undefined): Promise<StaffSupportTicket[]> {
      let q = d.db.selectFrom('support_tickets').selectAll();
      if (status) q = q.where('status', '=', status);
      const rows = await q.orderBy('created_at', 'asc').limit(500).execute();
      const tickets = await withMessages(rows);
      const owners = new Map<string, string>();
      const ids = [...new Set(rows.map((r) => r.user_id))];
      if (ids.length > 0) {
        const users = await d.db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('id', 'in', ids)
          .where('status', '!=', 'CLOSED')
          .execute();
        for (const u of users) owners.set(u.id, d.columns.open('users', u.id, u).email);
      }
      return tickets.map((t, i) => {
        const userId = rows[i]!.user_id;
        const email = owners.get(userId);
        return { ...t, account: email === undefined ? null : { uuid: userId, email } };
      });
    },

    /** Reply, status, audit entry and the member's e-mail: one transaction. */
    async staffReply(auth: AuthContext, id: string, message: string, ip: string) {
      const t = await ticket(id);
      if (t.status === 'closed') throw new HttpError(409, supportMessages.ticketClosed);
      const stored = await d.db
        .selectFrom('users')
        .select(['email', 'first_name', 'preferred_language'])
        .where('id', '=', t.user_id)
        .executeTakeFirst();
      const member = stored && d.columns.open('users', t.user_id, stored);
      await d.db.transaction().execute(async (tx) => {
        await addMessage(tx, t.id, auth.user.id, 'staff', message);
        await tx
          .updateTable('support_tickets')
          .set({ status: 'answered', updated_at: nowIso() })
          .where('id', '=', t.id)
          .execute();
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'ticket.reply',
          targetType: 'support_ticket',
          targetId: t.id,
          ip,
        });
        if (member)
          await d.jobs.send(
            tx,
            'mail',
            sealMail(
              d.columns,
              ticketReplyMail(
                member.email,
                member.first_name,
                t.reference,
                message,
                supportUrl(),
                localeOf(member.preferred_language),
              ),
            ),
          );
      });
      d.jobs.kick();
    },

    async close(auth: AuthContext, id: string, ip: string) {
      const t = await ticket(id);
      await d.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('support_tickets')
          .set({ status: 'closed', updated_at: nowIso() })
          .where('id', '=', t.id)
          .execute();
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'ticket.close',
          targetType: 'support_ticket',
          targetId: t.id,
          ip,
        });
      });
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
