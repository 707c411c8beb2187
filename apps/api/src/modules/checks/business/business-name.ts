/**
 * Business names compared with the CAC registry's (issue 30). The registry writes "AMAKA FABRICS
 * NIGERIA LIMITED"; members type "Amaka Fabrics Nig. Ltd" or just "Amaka Fabrics". The number
 * already says which registration is meant, so the name only has to show the member means the
 * same business: spelling conventions must not decide, but a different name must.
 *
 * What is ignored: case, accents (Yoruba and Igbo marks), punctuation and spacing, "&" for "and";
 * a legal form or "Nigeria" at the end ("Ltd", "Limited", "PLC", "Nig."…: "X Nigeria Limited" is
 * called "X"); common abbreviations stand for their word ("Ent" for "Enterprises", "Co" for
 * "Company", "Intl" for "International"). Nothing else: "Amaka Fabric" is not "Amaka Fabrics".
 */

/** Abbreviations and variants, each read as one word. */
const SAME_WORD: Record<string, string> = {
  '&': 'and',
  nig: 'nigeria',
  ent: 'enterprises',
  ents: 'enterprises',
  enterprise: 'enterprises',
  co: 'company',
  coy: 'company',
  intl: 'international',
  bros: 'brothers',
  svc: 'services',
  svcs: 'services',
  service: 'services',
  assoc: 'associates',
  mgt: 'management',
  mgmt: 'management',
  ltd: 'limited',
};

/** Words dropped from the end of a name (legal forms, the country): "X Nigeria Limited" is "X". */
const TRAILING: ReadonlySet<string> = new Set([
  'limited',
  'plc',
  'llc',
  'llp',
  'lp',
  'gte',
  'inc',
  'incorporated',
  'nigeria',
]);

/** The words of a business name, as compared. */
export function businessNameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // "Amaka's" is "amakas"; "Int'l" is "intl".
    .replace(/['’`]/g, '')
    .replace(/&/g, ' & ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .map((w) => SAME_WORD[w] ?? w);
  let end = words.length;
  while (end > 1 && TRAILING.has(words[end - 1]!)) end--;
  return words.slice(0, end);
}

/**
 * True when both name the same business under the rules above. Words are joined without spaces,
 * so "TechHub" and "Tech Hub" agree.
 */
export function sameBusinessName(a: string, b: string): boolean {
  const x = businessNameWords(a).join('');
  return x !== '' && x === businessNameWords(b).join('');
}
