import { cacKinds, formatCacNumber, parseCacNumber, type CacKind } from '@vouch/contracts';
import {
  IdentityUnavailableError,
  type BusinessRecord,
  type IdentityProvider,
} from '../../../adapters/identity/provider.js';
import { sameBusinessName } from '../business/business-name.js';
import type { CheckContext } from '../context.js';
import { result, type Stage, type StageResult } from '../stage.js';

/**
 * The business's CAC number looked up in the registry (issue 30): passed when it is found, active
 * and registered under the name the member gave; failed when it is not found, names another
 * business or is no longer active (the summary says which); could not run without a number or a
 * registry to ask. Only a pass lets an approval certify the business name as "cac" (the
 * lifecycle reads `details.registration`); the reviewer sees the registered name beside the
 * submitted one.
 */
export function businessRegistryStage(
  registry: Pick<IdentityProvider, 'name' | 'lookupBusiness'>,
): Stage {
  const check = (
    outcome: StageResult['outcome'],
    summary: string,
    details: Record<string, unknown> = {},
  ) => result('business_registry', outcome, summary, null, details);

  return {
    name: 'business-registry',
    codes: (ctx) => (ctx.typed.businessName === null ? [] : ['business_registry']),
    async run(ctx: CheckContext) {
      const submittedName = ctx.typed.businessName;
      if (submittedName === null) return [];
      const typed = ctx.typed.businessNumber;
      if (!typed) return [check('not_run', 'No CAC number was given: check the certificate')];
      const number = parseCacNumber(typed);
      if (!number)
        return [
          check('failed', `“${typed}” is not a CAC number (RC or BN and its digits)`, {
            submitted_number: typed,
            submitted_name: submittedName,
          }),
        ];
      // Only digits: a company is the likelier, but a business name's number looks the same.
      const kinds: readonly CacKind[] = number.kind ? [number.kind] : cacKinds;
      let found: { kind: CacKind; record: BusinessRecord } | null = null;
      try {
        for (const kind of kinds) {
          const record = await registry.lookupBusiness({ kind, digits: number.digits });
          if (record) {
            found = { kind, record };
            break;
          }
        }
      } catch (err) {
        if (!(err instanceof IdentityUnavailableError)) throw err;
        return [
          check('not_run', 'The CAC registry could not be reached: check the certificate', {
            provider: registry.name,
          }),
        ];
      }
      if (!found) {
        const asked = number.kind
          ? formatCacNumber(number.kind, number.digits)
          : `${number.digits} (as RC or BN)`;
        return [
          check('failed', `${asked} is not in the CAC registry`, {
            submitted_number: typed,
            submitted_name: submittedName,
            provider: registry.name,
          }),
        ];
      }
      const { record } = found;
      const registration = formatCacNumber(found.kind, number.digits);
      const nameMatches = sameBusinessName(submittedName, record.name);
      const details = {
        registration,
        registered_name: record.name,
        submitted_name: submittedName,
        name_matches: nameMatches,
        status: record.status,
        active: record.active,
        type: record.type,
        registration_date: record.registeredOn,
        provider: registry.name,
      };
      const problems = [
        nameMatches ? null : `is registered as “${record.name}”, not “${submittedName}”`,
        record.active === false ? `is not active (${record.status ?? 'no status'})` : null,
      ].filter((p): p is string => p !== null);
      if (problems.length > 0)
        return [check('failed', `${registration} ${problems.join(' and ')}`, details)];
      if (record.active === null)
        return [
          check(
            'not_run',
            `${registration} is registered as “${record.name}”, but the registry gave no status`,
            details,
          ),
        ];
      return [
        check('passed', `${registration} is registered as “${record.name}” and active`, details),
      ];
    },
  };
}
