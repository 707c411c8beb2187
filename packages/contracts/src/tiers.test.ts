import { describe, expect, it } from 'vitest';
import { kycTiers, missingForTier, tierOf, type TierEvidence, type TierStep } from './tiers.js';

const steps: TierStep[] = ['bvn', 'nin', 'id_document', 'address'];
/** Every one of the 16 combinations of evidence. */
const all: TierEvidence[] = Array.from({ length: 16 }, (_, i) => ({
  bvn: (i & 1) !== 0,
  nin: (i & 2) !== 0,
  id_document: (i & 4) !== 0,
  address: (i & 8) !== 0,
}));

describe('the CBN tier of the approved evidence (issue 48)', () => {
  it('has no tier without a validated BVN or NIN, whatever else there is (circular of 1 December 2023)', () => {
    for (const e of all.filter((x) => !x.bvn && !x.nin))
      expect(tierOf(e), JSON.stringify(e)).toBeNull();
  });

  it('Tier 1 with either; Tier 2 needs both and an ID document matched to the face; Tier 3 adds the address', () => {
    const e = (over: Partial<TierEvidence>): TierEvidence => ({
      bvn: false,
      nin: false,
      id_document: false,
      address: false,
      ...over,
    });
    expect(tierOf(e({ nin: true }))).toBe(1);
    expect(tierOf(e({ bvn: true, id_document: true, address: true }))).toBe(1);
    expect(tierOf(e({ bvn: true, nin: true }))).toBe(1);
    expect(tierOf(e({ bvn: true, nin: true, id_document: true }))).toBe(2);
    expect(tierOf(e({ bvn: true, nin: true, address: true }))).toBe(1);
    expect(tierOf(e({ bvn: true, nin: true, id_document: true, address: true }))).toBe(3);
  });

  it('what is missing for a tier is exactly what keeps the member below it, and never more evidence than it needs', () => {
    for (const e of all)
      for (const tier of kycTiers) {
        const missing = missingForTier(e, tier);
        const added = { ...e, ...Object.fromEntries(missing.map((s) => [s, true])) };
        expect(tierOf(added)! >= tier, `${JSON.stringify(e)} → ${tier}`).toBe(true);
        expect(missing.length === 0).toBe((tierOf(e) ?? 0) >= tier);
        for (const s of missing) expect(steps).toContain(s);
        for (const s of missing) expect(e[s]).toBe(false);
      }
  });
});
