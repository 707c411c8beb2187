import {
  backofficeMessages,
  caseClaimMinutes,
  type CaseClaim,
  type ClaimPayload,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { MemberPii } from '../users/index.js';

interface ClaimsDeps {
  db: Db;
  pii: MemberPii;
  audit: AuditLog;
}

const LAPSE_MS = caseClaimMinutes * 60_000;
const cutoff = (now = Date.now()) => new Date(now - LAPSE_MS).toISOString();
const hhmm = (iso: string) => `${iso.slice(11, 16)} UTC`;

/**
 * Claims on a case (issue 34, decision 0041): the reviewer working on a submission. Other
 * reviewers see who holds it, and their decision is refused unless they take it over explicitly
 * (audited). A claim lapses after 30 minutes in which its holder did not touch the case; the
 * holder's case view and claim calls keep it alive. Claims never change a submission's state.
 */
export function caseClaims({ db, pii, audit }: ClaimsDeps) {
  /** Staff e-mails are encrypted columns (decision 0013). */
  async function emails(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, pii.columns.open('users', r.id, r).email]));
  }

  async function live(submissionId: string) {
    return db
      .selectFrom('case_claims')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .where('seen_at', '>', cutoff())
      .executeTakeFirst();
  }

  async function view(
    row: { reviewer_id: string; claimed_at: string; seen_at: string },
    viewerId: string,
  ): Promise<CaseClaim> {
    const who = (await emails([row.reviewer_id])).get(row.reviewer_id) ?? 'another reviewer';
    return {
      reviewer_id: row.reviewer_id,
      reviewer: who,
      mine: row.reviewer_id === viewerId,
      claimed_at: row.claimed_at,
      expires_at: new Date(Date.parse(row.seen_at) + LAPSE_MS).toISOString(),
    };
  }

  async function refusal(row: { reviewer_id: string; claimed_at: string }) {
    const who = (await emails([row.reviewer_id])).get(row.reviewer_id) ?? 'Another reviewer';
    return new HttpError(
      409,
      backofficeMessages.claimedByOther
        .replace('{who}', who)
        .replace('{since}', hhmm(row.claimed_at)),
    );
  }

  return {
    /** Who holds the case now; the holder looking at it keeps the claim alive. */
    async forCase(auth: AuthContext, submissionId: string): Promise<CaseClaim | null> {
      const row = await live(submissionId);
      if (!row) return null;
      if (row.reviewer_id === auth.user.id) {
        const seen = new Date().toISOString();
        await db
          .updateTable('case_claims')
          .set({ seen_at: seen })
          .where('submission_id', '=', submissionId)
          .where('reviewer_id', '=', auth.user.id)
          .execute();
        row.seen_at = seen;
      }
      return view(row, auth.user.id);
    },

    /** The holders of the listed cases, by submission id (lapsed claims left out). */
    async holders(submissionIds: string[]): Promise<Map<string, string>> {
      if (submissionIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('case_claims')
        .select(['submission_id', 'reviewer_id'])
        .where('submission_id', 'in', submissionIds)
        .where('seen_at', '>', cutoff())
        .execute();
      const who = await emails(rows.map((r) => r.reviewer_id));
      return new Map(rows.map((r) => [r.submission_id, who.get(r.reviewer_id) ?? 'a reviewer']));
    },

    /**
     * Claims a case under review, or takes it over from the reviewer holding it. Two reviewers
     * claiming at once: the second insert meets the first's row and is refused.
     */
    async claim(
      auth: AuthContext,
      submissionId: string,
      p: ClaimPayload,
      ip: string,
    ): Promise<CaseClaim> {
      const now = new Date().toISOString();
      const held = await live(submissionId);
      const other = held && held.reviewer_id !== auth.user.id ? held : null;
      if (other && !p.take_over) throw await refusal(other);
      try {
        await db.transaction().execute(async (tx) => {
          const del = tx.deleteFrom('case_claims').where('submission_id', '=', submissionId);
          // Only the row read above (or a lapsed one) is replaced: a claim made in between wins.
          await (
            other
              ? del.where('reviewer_id', '=', other.reviewer_id)
              : del.where((eb) =>
                  eb.or([eb('reviewer_id', '=', auth.user.id), eb('seen_at', '<=', cutoff())]),
                )
          ).execute();
          await tx
            .insertInto('case_claims')
            .values({
              submission_id: submissionId,
              reviewer_id: auth.user.id,
              claimed_at: held && !other ? held.claimed_at : now,
              seen_at: now,
            })
            .execute();
          if (!held || other)
            await audit.append(tx, {
              actorId: auth.user.id,
              action: 'case.claim',
              targetType: 'kyc_submission',
              targetId: submissionId,
              ip,
              details: other ? { taken_over_from: other.reviewer_id } : {},
            });
        });
      } catch (err) {
        const now2 = await live(submissionId);
        if (now2 && now2.reviewer_id !== auth.user.id) throw await refusal(now2);
        throw err;
      }
      return view(
        {
          reviewer_id: auth.user.id,
          claimed_at: held && !other ? held.claimed_at : now,
          seen_at: now,
        },
        auth.user.id,
      );
    },

    async release(auth: AuthContext, submissionId: string, ip: string): Promise<void> {
      const r = await db
        .deleteFrom('case_claims')
        .where('submission_id', '=', submissionId)
        .where('reviewer_id', '=', auth.user.id)
        .where('seen_at', '>', cutoff())
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw new HttpError(409, backofficeMessages.notYourClaim);
      await audit.append(db, {
        actorId: auth.user.id,
        action: 'case.release',
        targetType: 'kyc_submission',
        targetId: submissionId,
        ip,
      });
    },

    /**
     * Before a decision: refused when another reviewer holds the case, unless the decider takes
     * it over (said in the decision's audit trail by a 'case.claim' entry).
     */
    async beforeDecision(auth: AuthContext, submissionId: string, takeOver: boolean, ip: string) {
      const held = await live(submissionId);
      if (!held || held.reviewer_id === auth.user.id) return;
      if (!takeOver) throw await refusal(held);
      await this.claim(auth, submissionId, { take_over: true }, ip);
    },

    /** A decided case is nobody's any more. */
    async afterDecision(submissionId: string) {
      await db.deleteFrom('case_claims').where('submission_id', '=', submissionId).execute();
    },
  };
}

export type CaseClaims = ReturnType<typeof caseClaims>;
