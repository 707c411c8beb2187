import type { MemberActivity, MemberStanding, MemberStandingView } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { ColumnCipher } from '../../lib/column-cipher.js';
import type { MemberPii, UsersRepository } from '../users/index.js';

const LATEST = 10;
const DAY_MS = 86_400_000;

/**
 * Who decided each submission, in the words staff read (issue 37): the staff member's name; the
 * automatic policy by its version when it approved and nobody did; otherwise the operator (the
 * CLI, or a rule such as the automatic rejection of clear failures).
 */
export function deciders(db: Db, users: Pick<UsersRepository, 'findById'>) {
  return async function decidersOf(
    rows: { id: string; decided_by: string | null; decided_at: string | null }[],
  ): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const decided = rows.filter((r) => r.decided_at !== null);
    if (decided.length === 0) return out;
    const policies = new Map(
      (
        await db
          .selectFrom('policy_decisions')
          .select(['submission_id', 'policy'])
          .where(
            'submission_id',
            'in',
            decided.map((r) => r.id),
          )
          .where('outcome', '=', 'approve')
          .execute()
      ).map((p) => [p.submission_id, p.policy]),
    );
    const names = new Map<string, string>();
    for (const r of decided) {
      if (r.decided_by) {
        if (!names.has(r.decided_by)) {
          const u = await users.findById(r.decided_by);
          names.set(
            r.decided_by,
            u ? `${u.first_name} ${u.last_name}`.trim() : 'A former staff member',
          );
        }
        out.set(r.id, names.get(r.decided_by)!);
      } else {
        const policy = policies.get(r.id);
        out.set(r.id, policy ? `Automatic (${policy})` : 'Operator');
      }
    }
    return out;
  };
}

/** A member's cases, payments, tickets and lookups for the back office's member page. */
export function memberActivity(db: Db, pii: MemberPii, decidersOf: ReturnType<typeof deciders>) {
  return async function withActivity(s: MemberStanding): Promise<MemberStandingView> {
    const id = s.uuid;
    const cases = await db
      .selectFrom('kyc_submissions')
      .select(['id', 'version', 'status', 'created_at', 'decided_at', 'decided_by'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(LATEST)
      .execute();
    const who = await decidersOf(cases);
    const payments = await db
      .selectFrom('transactions')
      .select(['ref_number', 'amount_kobo', 'status', 'paid_at', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(LATEST)
      .execute();
    const tickets = await db
      .selectFrom('support_tickets')
      .select(['id', 'reference', 'subject', 'status', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(LATEST)
      .execute();
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const count = async (column: 'found_user_id' | 'searcher_id') =>
      Number(
        (
          await db
            .selectFrom('verification_lookups')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(column, '=', id)
            .where('created_at', '>=', since)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const activity: MemberActivity = {
      cases: cases.map((c) => ({
        submission_id: c.id,
        version: Number(c.version),
        status: c.status as MemberActivity['cases'][number]['status'],
        submitted_at: c.created_at,
        decided_at: c.decided_at,
        decided_by: who.get(c.id) ?? null,
      })),
      payments: payments.map((p) => ({
        reference: p.ref_number,
        amount_kobo: Number(p.amount_kobo),
        status: p.status,
        at: p.paid_at ?? p.created_at,
      })),
      tickets: tickets.map((t) => ({
        ...t,
        // Encrypted with its table, column and row (decision 0013); an old one may be plain.
        subject: ColumnCipher.isCiphertext(t.subject)
          ? pii.columns.decrypt(t.subject, {
              table: 'support_tickets',
              column: 'subject',
              id: t.id,
            })
          : t.subject,
      })),
      lookups: { found_them: await count('found_user_id'), made: await count('searcher_id') },
    };
    return { ...s, activity };
  };
}
