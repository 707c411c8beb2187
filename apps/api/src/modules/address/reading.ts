import type { AddressProofReading } from '@vouch/contracts';

/** Lower-case letters and digits only, in words: OCR punctuation and case do not count. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The ways a bill or a statement prints 2026-11-03: 03/11/2026, 3-11-2026, 2026-11-03, 3 Nov 2026. */
function dateForms(isoDay: string): RegExp[] {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const dd = `0?${d}`;
  const mm = `0?${m}`;
  const mon = MONTHS[m - 1]!;
  return [
    new RegExp(`\\b${dd}[/.\\- ]${mm}[/.\\- ](${y}|${String(y).slice(2)})\\b`),
    new RegExp(`\\b${y}[/.\\-]${mm}[/.\\-]${dd}\\b`),
    new RegExp(`\\b${dd}(st|nd|rd|th)?[ \\-]?${mon}[a-z]*[ ,\\-]*${y}\\b`),
    new RegExp(`\\b${mon}[a-z]*[ \\-]?${dd}(st|nd|rd|th)?[ ,]*${y}\\b`),
  ];
}

/**
 * What the OCR's text of a bill or a statement shows (issue 48): the member's certified first and
 * last names, most of the typed address (three in four of its words of three characters or more,
 * or of its numbers), and the date typed. Advice for the reviewer, who decides; the text itself is
 * not kept.
 */
export function readAddressProof(
  text: string,
  expected: { firstName: string; lastName: string; address: string; issuedOn: string },
): AddressProofReading {
  const found = new Set(words(text));
  const readable = found.size >= 5;
  const nameWords = [...words(expected.firstName), ...words(expected.lastName)];
  const addressWords = words(expected.address).filter((w) => w.length >= 3 || /\d/.test(w));
  const addressHits = addressWords.filter((w) => found.has(w)).length;
  const flat = text.toLowerCase().replace(/\s+/g, ' ');
  return {
    readable,
    name_found: readable && nameWords.length > 0 && nameWords.every((w) => found.has(w)),
    address_found: readable && addressWords.length > 0 && addressHits / addressWords.length >= 0.75,
    date_found: readable && dateForms(expected.issuedOn).some((r) => r.test(flat)),
  };
}
