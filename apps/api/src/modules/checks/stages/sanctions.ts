import type { SanctionsScreener } from '../sanctions-store.js';
import type { CheckContext } from '../context.js';
import { result, round3, type Stage } from '../stage.js';

/**
 * The member's names (with and without middle name) and their business name against the loaded
 * sanctions and PEP lists. With no list loaded the check could not run: an empty list proves
 * nothing.
 */
export function sanctionsStage(screener: SanctionsScreener): Stage {
  return {
    name: 'sanctions',
    codes: () => ['sanctions_screening'],
    async run(ctx: CheckContext) {
      const t = ctx.typed;
      const index = await screener.index();
      if (!index) return [result('sanctions_screening', 'not_run', 'No sanctions list is loaded')];
      const people = [
        `${t.firstName} ${t.lastName}`,
        ...(t.middleName ? [`${t.firstName} ${t.middleName} ${t.lastName}`] : []),
      ];
      const hits = [
        ...screener.screen(index.index, { names: people, kind: 'person' }),
        ...(t.businessName
          ? screener.screen(index.index, { names: [t.businessName], kind: 'organisation' })
          : []),
      ].sort((a, b) => b.score - a.score);
      const lists = { lists: index.lists, entries: index.entries };
      if (hits.length === 0)
        return [
          result(
            'sanctions_screening',
            'passed',
            `No match among ${index.entries.toLocaleString('en-GB')} listed names`,
            null,
            lists,
          ),
        ];
      const top = hits[0]!;
      return [
        result(
          'sanctions_screening',
          'failed',
          `“${top.query}” matches “${top.matchedName}” on ${top.entry.list}${top.entry.pep ? ' (PEP)' : ''}`,
          round3(top.score),
          {
            ...lists,
            hits: hits.slice(0, 5).map((h) => ({
              query: h.query,
              matched_name: h.matchedName,
              score: round3(h.score),
              entry: h.entry,
            })),
          },
        ),
      ];
    },
  };
}
