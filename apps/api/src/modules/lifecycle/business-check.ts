import type { BusinessCheck } from '@vouch/contracts';
import type { R, W } from './store.js';
import type { SubmissionRow } from './submission-state.js';

/** What a passed business_registry check stored as the registration it found ("RC 1234567"). */
function registrationOf(details: string): string | null {
  try {
    const d = JSON.parse(details) as { registration?: unknown };
    return typeof d.registration === 'string' && d.registration !== '' ? d.registration : null;
  } catch {
    return null;
  }
}

/**
 * How approving version `s` would check its business name (issue 30, decision 0032): `cac` when
 * the automated registry check passed for this very version (found, active, same name); else
 * `document` when the version carries a business certificate, which the approving reviewer has
 * in front of them; else null, and the approval certifies no business name. An individual's
 * version has none. Checks still running at approval count as not passed.
 */
export async function businessCheckOf(
  executor: R | W,
  s: Pick<SubmissionRow, 'id' | 'applicant_type'>,
): Promise<BusinessCheck | null> {
  if (s.applicant_type !== 'business') return null;
  const registry = await executor
    .selectFrom('kyc_checks')
    .select('details')
    .where('submission_id', '=', s.id)
    .where('code', '=', 'business_registry')
    .where('outcome', '=', 'passed')
    .executeTakeFirst();
  const registration = registry ? registrationOf(registry.details) : null;
  if (registration) return { method: 'cac', registration };
  const certificate = await executor
    .selectFrom('kyc_files')
    .select('id')
    .where('submission_id', '=', s.id)
    .where('kind', '=', 'certificate')
    .limit(1)
    .executeTakeFirst();
  return certificate ? { method: 'document' } : null;
}
