import { z } from 'zod';
import { tierOf, type KycTier, type TierEvidence } from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Actor } from './actor.js';
import type { LifecycleContext } from './context.js';
import { lockMember } from './member-state.js';
import { findSnapshot, saveSnapshot, type SnapshotRow } from './snapshot.js';

/**
 * When each piece of tier evidence was verified (issue 48), as the snapshot keeps it: an ISO time,
 * or null for none. The tier itself is tierOf of it, stored beside it for the answers to read.
 */
const storedEvidenceSchema = z.object({
  bvn: z.string().nullable(),
  nin: z.string().nullable(),
  id_document: z.string().nullable(),
  address: z.string().nullable(),
});
export type StoredTierEvidence = z.infer<typeof storedEvidenceSchema>;

export const noStoredEvidence: StoredTierEvidence = {
  bvn: null,
  nin: null,
  id_document: null,
  address: null,
};

/** The names and date of birth a registry record must match (dd-mm-yyyy). */
export interface Certified {
  first_name: string;
  last_name: string;
  dob: string;
}

/**
 * Given to the lifecycle where the app is composed: the kyc module reads the lookups (when the
 * BVN and NIN matched `certified`), the address module the confirmed address (when).
 */
export type RegistryEvidenceReader = (
  executor: Db | Tx,
  userId: string,
  certified: Certified,
) => Promise<{ bvn: string | null; nin: string | null; address: string | null }>;

/**
 * A snapshot's stored evidence. One approved before issue 48 recorded none: its approval was the
 * ID document matched to the face all the same (a reviewer's), so it counts from `approved_at`;
 * the registries and the address are read again by whoever recomputes (backfillTiers).
 */
export function storedEvidenceOf(
  s: Pick<SnapshotRow, 'tier_evidence'> &
    Partial<Pick<SnapshotRow, 'submission_id' | 'approved_at'>>,
): StoredTierEvidence {
  if (!s.tier_evidence)
    return s.submission_id && s.approved_at
      ? { ...noStoredEvidence, id_document: s.approved_at }
      : noStoredEvidence;
  const parsed = storedEvidenceSchema.safeParse(JSON.parse(s.tier_evidence));
  return parsed.success ? parsed.data : noStoredEvidence;
}

/** A snapshot's stored evidence as the member's profile shows it: the tier and what it rests on. */
export function tierOfStoredEvidence(tierEvidence: string | null) {
  const evidence = evidenceOf(storedEvidenceOf({ tier_evidence: tierEvidence }));
  return { kyc_tier: tierOf(evidence), evidence };
}

export function evidenceOf(e: StoredTierEvidence): TierEvidence {
  return { bvn: !!e.bvn, nin: !!e.nin, id_document: !!e.id_document, address: !!e.address };
}

/** The snapshot's tier columns for `e`. */
export function tierColumns(e: StoredTierEvidence): {
  kyc_tier: KycTier | null;
  tier_evidence: string;
} {
  return { kyc_tier: tierOf(evidenceOf(e)), tier_evidence: JSON.stringify(e) };
}

/** The registries' and the address's part read again; the document part kept as it was. */
export async function withRegistries(
  c: LifecycleContext,
  tx: Tx,
  snap: SnapshotRow,
  kept: StoredTierEvidence,
): Promise<StoredTierEvidence> {
  const certified = {
    first_name: snap.first_name,
    last_name: snap.last_name,
    dob: c.pii.decrypt(snap.dob_enc),
  };
  const registries = c.registryEvidence
    ? await c.registryEvidence(tx, snap.user_id, certified)
    : { bvn: null, nin: null, address: null };
  return { ...kept, ...registries };
}

export function tierTransitions(c: LifecycleContext) {
  /**
   * Recomputes a verified member's tier from the evidence read again, after `within` (another
   * module's write that the evidence reflects, in the same transaction).
   */
  async function retier(
    userId: string,
    actor: Actor,
    within?: (tx: Tx) => Promise<void>,
  ): Promise<KycTier | null> {
    return c.transact(async (trx, tx) => {
      const u = await lockMember(trx, userId, c.pii.columns);
      if (within) await within(tx);
      if (!u || u.status !== 'VERIFIED') return null;
      const snap = await findSnapshot(trx, userId, c.pii.columns);
      if (!snap) return null;
      const before = (snap.kyc_tier ?? null) as KycTier | null;
      const next = tierColumns(await withRegistries(c, tx, snap, storedEvidenceOf(snap)));
      if (next.tier_evidence === snap.tier_evidence) return before;
      await saveSnapshot(trx, { ...snap, ...next, updated_at: nowIso() }, c.pii.columns);
      if (next.kyc_tier !== before) {
        await c.audit(tx, actor, 'member.tier', 'user', userId, {
          from: before,
          to: next.kyc_tier,
        });
        await c.emit(tx, {
          type: 'member.tier_changed',
          memberId: userId,
          from: before,
          to: next.kyc_tier,
        });
      }
      return next.kyc_tier;
    });
  }

  return {
    /**
     * A verified member's evidence grew or shrank outside a decision (a BVN or NIN matched after
     * the approval, issue 48): the snapshot's tier follows, audited, and `member.tier_changed`
     * tells the listeners. Returns the tier now; nothing happens for a member not verified.
     */
    async refreshTier(userId: string, actor: Actor): Promise<KycTier | null> {
      return retier(userId, actor);
    },

    /**
     * A reviewer confirmed the member's residential address (Tier 3's last piece): `confirm`
     * writes the address module's decision in this transaction, and the evidence records when,
     * never the address (the address module keeps it, sealed).
     */
    async recordAddress(
      userId: string,
      actor: Actor,
      confirm: (tx: Tx) => Promise<void>,
    ): Promise<KycTier | null> {
      return retier(userId, actor, confirm);
    },
  };
}

/**
 * Members verified before issue 48 have no tier recorded: each is given the tier their evidence
 * supports, once, at start (a compare-and-set through refreshTier: two instances starting
 * together do it once). Returns how many were looked at.
 */
export async function backfillTiers(
  db: Db,
  tiers: { refreshTier(userId: string, actor: Actor): Promise<unknown> },
): Promise<number> {
  const rows = await db
    .selectFrom('verified_snapshots')
    .select('user_id')
    .where('tier_evidence', 'is', null)
    .execute();
  for (const r of rows)
    await tiers.refreshTier(r.user_id, { kind: 'system', name: 'tier-backfill' });
  return rows.length;
}
