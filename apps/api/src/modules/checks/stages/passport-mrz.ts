import { compareMrz } from '../mrz/compare.js';
import type { MrzReader } from '../mrz/reader.js';
import type { CheckContext } from '../context.js';
import { result, type Stage } from '../stage.js';

/**
 * Passports only: read the machine-readable zone, verify its check digits and expiry, and compare
 * number, names and date of birth with what the member typed. The details keep outcomes only, never
 * the MRZ text (it holds the ID number and date of birth).
 */
export function passportMrzStage(reader: MrzReader): Stage {
  return {
    name: 'passport-mrz',
    codes: (ctx) => (ctx.submission.document_type === 'passport' ? ['passport_mrz'] : []),
    async run(ctx: CheckContext) {
      if (ctx.submission.document_type !== 'passport') return [];
      const image = ctx.images.document_front;
      if (!image) return [result('passport_mrz', 'not_run', 'No passport image')];
      const reading = await reader.read(image);
      const parsed = reading.parsed;
      if (!reading.found || !parsed)
        return [
          result(
            'passport_mrz',
            'failed',
            'The machine-readable zone could not be read (cropped, blurred or not a passport page)',
          ),
        ];
      const t = ctx.typed;
      const match = compareMrz(parsed, {
        identityNumber: t.identityNumber,
        firstName: t.firstName,
        lastName: t.lastName,
        middleName: t.middleName,
        dob: t.dob ?? '',
      });
      // The number typed is the passport's only when the member chose the passport number as their ID.
      const numberTyped = ctx.submission.identity_type === 'passport';
      const problems = [
        parsed.valid ? null : 'check digits do not add up',
        parsed.expired ? `expired ${parsed.fields.expirationDate ?? ''}`.trim() : null,
        !numberTyped || match.number ? null : 'number differs from the one typed',
        match.names ? null : 'names differ',
        match.dob ? null : 'date of birth differs',
      ].filter((p): p is string => p !== null);
      const details = {
        format: parsed.format,
        check_digits_valid: parsed.valid,
        expired: parsed.expired,
        expiration_date: parsed.fields.expirationDate,
        matches: { ...match, number: numberTyped ? match.number : null },
      };
      return [
        problems.length === 0
          ? result(
              'passport_mrz',
              'passed',
              'MRZ read: check digits valid, not expired, matches what the member typed',
              null,
              details,
            )
          : result('passport_mrz', 'failed', `MRZ read: ${problems.join(', ')}`, null, details),
      ];
    },
  };
}
