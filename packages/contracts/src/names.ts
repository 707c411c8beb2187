/**
 * Names from an identity record come back in capitals ("CHIOMA"); the member typed theirs as
 * they write them ("Chioma", "McDonald", "d'Souza"). What Vouch certifies is in the member's
 * casing (issue 37): the member's own spelling when it is the same name, else the record's name
 * in ordinary capitalisation when the record shouted or whispered it, else the record's as is.
 */
export function inMemberCasing(recordName: string, memberTyped?: string | null): string {
  const name = recordName.trim().replace(/\s+/g, ' ');
  const typed = memberTyped?.trim().replace(/\s+/g, ' ');
  if (typed && typed.toLowerCase() === name.toLowerCase()) return typed;
  const oneCase = name === name.toUpperCase() || name === name.toLowerCase();
  if (!oneCase) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** The full name an approval certifies: first, middle (if any) and last, one space apart. */
export function certifiedFullName(first: string, middle: string | null | undefined, last: string) {
  return [first.trim(), middle ? inMemberCasing(middle) : '', last.trim()]
    .filter(Boolean)
    .join(' ');
}
