import type { ScreeningOutcome } from '@vouch/contracts';
import type { SanctionsScreener } from '../checks/index.js';
import type { ScreeningHitView } from './store.js';

export interface Screened {
  outcome: ScreeningOutcome;
  hits: ScreeningHitView[];
}

/**
 * Names against the loaded sanctions and PEP lists (the checks' screener, decision 0014): a
 * possible match is for a reviewer to judge, never a verdict; with no list loaded the screening
 * did not run (an empty list proves nothing).
 */
export async function screenNames(
  screener: SanctionsScreener,
  names: string[],
  kind: 'person' | 'organisation',
): Promise<Screened> {
  const index = await screener.index();
  if (!index) return { outcome: 'not_run', hits: [] };
  const hits = screener
    .screen(index.index, { names, kind })
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map((h) => ({
      query: h.query,
      matched_name: h.matchedName,
      list: h.entry.list,
      pep: h.entry.pep,
      score: Math.round(h.score * 1000) / 1000,
    }));
  return { outcome: hits.length > 0 ? 'possible_match' : 'clear', hits };
}
