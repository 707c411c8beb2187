import {
  maskNumber,
  normalisePhone,
  NUMBER_CODE_RESEND_SECONDS,
  NUMBER_CODE_TRIES,
  NUMBER_CODES_PER_MEMBER_PER_DAY,
  NUMBER_CODES_PER_NUMBER_PER_DAY,
  numberProofMessages as msg,
  type ConfirmNumberProof,
  type NumberChannel,
  type NumberKind,
  type NumberProofRequested,
  type NumberProven,
  type RequestNumberProof,
} from '@vouch/contracts';
import { sql } from 'kysely';
import { proveNumbersMail } from '../../adapters/mail/identifier-templates.js';
import type { SendMessage } from '../../adapters/messaging/message-job.js';
import { toE164 } from '../../adapters/messaging/text-message.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { HttpError, badRequest, tooManyRequests } from '../../lib/http-errors.js';
import { defineMessages, localeOf, translator } from '../../i18n/mail-text.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { HoldsService } from '../holds/index.js';
import type { MemberPii, UserRow } from '../users/index.js';
import { numberCodes } from './codes.js';
import { numberProofWriter } from './proofs.js';

export interface NumbersDeps {
  db: Db;
  pii: MemberPii;
  indexKey: Buffer;
  audit: AuditLog;
  jobs: Jobs;
  columns: ColumnCipher;
  holds: Pick<HoldsService, 'heldUntil' | 'place'>;
  appUrl: string;
  /** The messaging adapter's job, written in the transaction that stores the code. */
  sendMessage: SendMessage;
  /** The phone on the BVN record of the member's latest submission (matched), if any. */
  /** The phone on the record (BVN or NIN) the member's latest submission was made with. */
  registryPhoneOf: (userId: string) => Promise<{ phone: string; source: 'bvn' | 'nin' } | null>;
}

/** pg_advisory_xact_lock namespace of a member's and a number's code requests ("nums"). */
const CODE_LOCK = 0x6e756d73;
/** Verified members before numbers were proven, mailed per run of the invite job. */
const INVITES_PER_RUN = 500;

/** The text messages a member receives, in their language (issue 51). */
const sms = defineMessages({
  numberCode: {
    id: 'sms.numberCode',
    defaultMessage:
      'Your Vouch code is {code}. It expires in 10 minutes. Never share it: Vouch will never ask you for it.',
    description: 'An SMS: keep it short. {code}: the 6-digit one-time code',
  },
});

const refused = (status: number, text: string, field = 'code') =>
  new HttpError(status, text, { [field]: text });

/**
 * Proving the numbers on a profile (issue 30, decision 0034): a 6-digit code sent to the number
 * (SMS; WhatsApp for the WhatsApp number unless the member picks SMS), or the number on the
 * member's matched BVN record. A lookup by number finds a member only through a proof.
 */
export function numbersService(d: NumbersDeps) {
  const codes = numberCodes(d.indexKey);
  const writer = numberProofWriter(d);

  /** The number on the profile, in E.164 when it is one a message can reach. */
  function numberOf(u: UserRow, kind: NumberKind) {
    const enc = kind === 'phone' ? u.phone_enc : u.whatsapp_enc;
    const bidx = kind === 'phone' ? u.phone_bidx : u.whatsapp_bidx;
    const typed = enc ? d.pii.decrypt(enc) : '';
    return typed ? { e164: toE164(typed), bidx } : null;
  }

  /** Code requests of one member, and for one number, take turns (PostgreSQL; SQLite is serial). */
  async function lock(tx: Tx, userId: string, bidx: string) {
    if (dialectOf(tx) !== 'postgres') return;
    await sql`select pg_advisory_xact_lock(${CODE_LOCK}, hashtext(${userId}))`.execute(tx);
    await sql`select pg_advisory_xact_lock(${CODE_LOCK}, hashtext(${bidx}))`.execute(tx);
  }

  async function proven(
    tx: Tx,
    u: UserRow,
    kind: NumberKind,
    n: { e164: string; bidx: string },
    source: NumberProven['source'],
    ip: string,
  ): Promise<NumberProven | null> {
    const r = await writer.prove(tx, {
      userId: u.id,
      kind,
      numberBidx: n.bidx,
      e164: n.e164,
      source,
      ip,
    });
    if (r.outcome === 'taken') return null;
    return { outcome: 'proven', kind, source, joins_answer_at: r.heldUntil };
  }

  return {
    async request(
      auth: AuthContext,
      p: RequestNumberProof,
      ip: string,
    ): Promise<NumberProofRequested> {
      if (p.kind === 'phone' && p.channel === 'whatsapp')
        throw badRequest(msg.channelForPhone, { channel: msg.channelForPhone });
      const channel: NumberChannel = p.kind === 'phone' ? 'sms' : (p.channel ?? 'whatsapp');
      const u = await auth.member();
      if (!u.email_verified_at) throw new HttpError(403, msg.emailFirst);
      const locale = localeOf(u.preferred_language);
      const typed = numberOf(u, p.kind);
      if (!typed) throw badRequest(msg.noNumber, { kind: msg.noNumber });
      if (!typed.e164) throw badRequest(msg.unreachable, { kind: msg.unreachable });
      const n = { e164: typed.e164, bidx: typed.bidx };
      const holder = await d.db
        .selectFrom('number_proofs')
        .select('user_id')
        .where('number_bidx', '=', n.bidx)
        .executeTakeFirst();
      if (holder?.user_id === u.id) throw new HttpError(409, msg.alreadyProven);

      // The phone on the member's matched BVN or NIN record proves the number without a code;
      // the number from the record is never shown back.
      const record = await d.registryPhoneOf(u.id);
      if (record && normalisePhone(record.phone) === n.e164 && !holder) {
        const done = await d.db
          .transaction()
          .execute((tx) => proven(tx, u, p.kind, n, record.source, ip));
        d.jobs.kick();
        if (done) return done;
      }

      const now = new Date();
      const sent = await d.db.transaction().execute(async (tx) => {
        await lock(tx, u.id, n.bidx);
        // One code a minute to a number (a member who just changed their number waits not).
        const last = await codes.latest(tx, u.id, p.kind);
        const wait =
          last?.number_bidx === n.bidx
            ? Math.ceil(
                (Date.parse(last.created_at) + NUMBER_CODE_RESEND_SECONDS * 1000 - now.getTime()) /
                  1000,
              )
            : 0;
        if (wait > 0) throw tooManyRequests(wait, msg.resendWait(wait));
        const today = await codes.sentToday(tx, u.id, n.bidx, now);
        if (today.byMember >= NUMBER_CODES_PER_MEMBER_PER_DAY)
          throw tooManyRequests(24 * 3600, msg.memberDailyCap);
        if (today.toNumber >= NUMBER_CODES_PER_NUMBER_PER_DAY)
          throw tooManyRequests(24 * 3600, msg.numberDailyCap);
        const code = codes.newCode();
        const row = await codes.insert(
          tx,
          { userId: u.id, kind: p.kind, channel, numberBidx: n.bidx },
          code,
          now,
        );
        await d.sendMessage(tx, {
          channel,
          to: n.e164,
          text: translator(locale)(sms.numberCode, { code }),
          code,
          expiresAt: row.expires_at,
          locale,
        });
        await d.audit.append(tx, {
          actorId: u.id,
          ip,
          action: 'number.code_sent',
          targetType: 'user',
          targetId: u.id,
          details: { kind: p.kind, channel, code_id: row.id },
        });
        return row;
      });
      d.jobs.kick();
      return {
        outcome: 'sent',
        kind: p.kind,
        channel,
        to: maskNumber(n.e164),
        expires_at: sent.expires_at,
        resend_at: new Date(now.getTime() + NUMBER_CODE_RESEND_SECONDS * 1000).toISOString(),
      };
    },

    async confirm(auth: AuthContext, p: ConfirmNumberProof, ip: string): Promise<NumberProven> {
      const u = await auth.member();
      const row = await codes.latest(d.db, u.id, p.kind);
      if (!row) throw refused(400, msg.noCode);
      if (row.used_at) throw refused(409, msg.used);
      if (row.failures >= NUMBER_CODE_TRIES) throw refused(429, msg.tooManyTries);
      if (row.expires_at <= nowIso()) throw refused(410, msg.expired);
      const typed = numberOf(u, p.kind);
      if (!typed?.e164 || typed.bidx !== row.number_bidx) throw refused(409, msg.numberChanged);
      const n = { e164: typed.e164, bidx: typed.bidx };
      // The checks above answer a member's usual mistakes; this claim is what holds when guesses
      // arrive together (issue 46): a try is counted before its code is compared, never after.
      const tries = await codes.claimTry(d.db, row.id, NUMBER_CODE_TRIES, nowIso());
      if (tries === null) {
        const now = await codes.byId(d.db, row.id);
        if (now.used_at) throw refused(409, msg.used);
        if (now.expires_at <= nowIso()) throw refused(410, msg.expired);
        throw refused(429, msg.tooManyTries);
      }
      if (!codes.matches(row, p.code)) {
        const left = NUMBER_CODE_TRIES - tries;
        throw left > 0 ? refused(400, msg.wrong(left)) : refused(429, msg.tooManyTries);
      }
      const done = await d.db.transaction().execute(async (tx) => {
        if (!(await codes.use(tx, row.id, nowIso()))) throw refused(409, msg.used);
        return proven(tx, u, p.kind, n, row.channel, ip);
      });
      d.jobs.kick();
      // A code always moves the number (see numberProofWriter), so it is never "taken".
      return done!;
    },

    /**
     * Members verified before numbers were proven (listed by migration 0020) are mailed once to
     * prove theirs. Run by a job until none is left; each member is marked in the transaction
     * that queues their mail.
     */
    async inviteExisting(): Promise<number> {
      const due = await d.db
        .selectFrom('number_proof_invites as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'u.id',
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.status',
          'u.preferred_language',
        ])
        .where('i.mailed_at', 'is', null)
        .limit(INVITES_PER_RUN)
        .execute();
      let mailed = 0;
      for (const row of due) {
        await d.db.transaction().execute(async (tx) => {
          const marked = await tx
            .updateTable('number_proof_invites')
            .set({ mailed_at: nowIso() })
            .where('user_id', '=', row.id)
            .where('mailed_at', 'is', null)
            .executeTakeFirst();
          // Another worker took this member, or they are no longer verified: nothing to say.
          if (Number(marked.numUpdatedRows) !== 1 || row.status !== 'VERIFIED') return;
          const u = d.columns.open('users', row.id, row);
          await d.jobs.send(
            tx,
            'mail',
            sealMail(
              d.columns,
              proveNumbersMail(
                u.email,
                u.first_name,
                `${d.appUrl}/profile`,
                localeOf(u.preferred_language),
              ),
            ),
          );
          mailed++;
        });
      }
      if (mailed > 0) d.jobs.kick();
      return mailed;
    },
  };
}

export type NumbersService = ReturnType<typeof numbersService>;
