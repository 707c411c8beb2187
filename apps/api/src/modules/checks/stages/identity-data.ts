import type { Db } from '../../../db/database.js';
import { nameTokens } from '../../kyc/index.js';
import type { CheckContext } from '../context.js';
import { result, type Stage } from '../stage.js';

/**
 * True when every token of the member's first and last names appears among the lookup's names:
 * order, case, accents, punctuation and extra middle names do not matter ("Ada Obi" ~ "OBI ADA
 * CHIOMA").
 */
export function fullNamesMatch(memberNames: string[], recordNames: string[]): boolean {
  const mine = nameTokens(memberNames.join(' '));
  const theirs = new Set(nameTokens(recordNames.join(' ')));
  return mine.length > 0 && mine.every((t) => theirs.has(t));
}

const REGISTRY_WORDS: Record<string, string> = { bvn: 'BVN', nin: 'NIN', vnin: 'vNIN' };

/** Names and date of birth against the identity lookup, and the same ID number on another account. */
export function identityStage(db: Db): Stage {
  return {
    name: 'identity',
    codes: (ctx) =>
      ctx.lookup ? ['identity_data', 'duplicate_id_number'] : ['duplicate_id_number'],
    async run(ctx: CheckContext) {
      const out = [];
      const l = ctx.lookup;
      if (l) {
        const names = fullNamesMatch(
          [ctx.typed.firstName, ctx.typed.lastName],
          [l.firstName, l.middleName ?? '', l.lastName],
        );
        const dob = l.dob === null ? null : l.dob === ctx.typed.dob;
        const problems = [
          names ? null : 'names differ',
          dob === false ? 'date of birth differs' : null,
          dob === null ? 'the lookup gave no date of birth' : null,
        ].filter(Boolean);
        out.push(
          result(
            'identity_data',
            names && dob === true ? 'passed' : 'failed',
            problems.length === 0
              ? `Names and date of birth match the ${l.provider} ${REGISTRY_WORDS[l.registry] ?? l.registry} record`
              : `Lookup (${l.provider}, ${REGISTRY_WORDS[l.registry] ?? l.registry}): ${problems.join(', ')}`,
            null,
            { names_match: names, dob_match: dob, provider: l.provider, registry: l.registry },
          ),
        );
      }
      const others = await db
        .selectFrom('kyc_submissions')
        .select('user_id')
        .distinct()
        .where('identity_number_bidx', '=', ctx.submission.identity_number_bidx)
        .where('user_id', '!=', ctx.submission.user_id)
        .execute();
      out.push(
        others.length === 0
          ? result('duplicate_id_number', 'passed', 'ID number not used by another account')
          : result(
              'duplicate_id_number',
              'failed',
              `ID number also used by ${others.length === 1 ? 'another account' : `${others.length} other accounts`}`,
              null,
              { member_uuids: others.map((o) => o.user_id) },
            ),
      );
      return out;
    },
  };
}
