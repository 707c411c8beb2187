import { comparePrintedText } from '../document-text/compare.js';
import type { MrzReader } from '../mrz/reader.js';
import type { CheckContext } from '../context.js';
import { result, type Stage } from '../stage.js';

/**
 * Passports keep their machine-readable zone in the bottom third; it has its own check, and its
 * filler-laden lines would only add noise (and the names a second time) to the printed text.
 */
const PASSPORT_VISUAL_ZONE = 0.7;

/**
 * The document's printed names and date of birth, read by OCR and compared with what the member
 * typed (issue 34): a card printed with another person's name fails, whatever its MRZ or face say.
 * Text that cannot be read is "could not run" (the policy lets that pass only when the provider's
 * record and portrait both matched). The details keep outcomes only, never the text read.
 */
export function documentTextStage(reader: MrzReader): Stage {
  return {
    name: 'document-text',
    codes: () => ['document_text'],
    async run(ctx: CheckContext) {
      const image = ctx.images.document_front;
      if (!image) return [result('document_text', 'not_run', 'No document image')];
      const reading = await reader.readText(image, {
        bottomFraction: ctx.submission.document_type === 'passport' ? PASSPORT_VISUAL_ZONE : 1,
      });
      const m = comparePrintedText(reading.text, ctx.typed);
      const details = {
        confidence: Math.round(reading.confidence),
        matches: {
          names: m.names,
          first_name: m.firstName,
          last_name: m.lastName,
          middle_name: m.middleName,
          dob: m.dob,
        },
      };
      if (!m.readable)
        return [
          result(
            'document_text',
            'not_run',
            'The printed text could not be read (blurred, glare or an unusual layout)',
            null,
            // Nothing was compared: no ticks or crosses for the reviewer.
            { confidence: details.confidence },
          ),
        ];
      const problems = [
        m.lastName ? null : 'surname not printed on the document',
        m.firstName ? null : 'first name not printed on the document',
        m.dob === false ? 'date of birth differs' : null,
      ].filter((p): p is string => p !== null);
      if (problems.length > 0)
        return [
          result(
            'document_text',
            'failed',
            `Printed text read: ${problems.join(', ')}`,
            null,
            details,
          ),
        ];
      return [
        result(
          'document_text',
          'passed',
          m.dob
            ? 'Printed names and date of birth match what the member typed'
            : 'Printed names match what the member typed (date of birth not found)',
          null,
          details,
        ),
      ];
    },
  };
}
