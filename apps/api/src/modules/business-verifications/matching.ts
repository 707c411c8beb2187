import type { SessionClaims } from '@vouch/contracts';
import { nameTokens } from '../checks/index.js';
import type { ListedPerson } from './store.js';

/** Words of names, titles the registry writes ("CHIEF", "ALHAJI", "DR") left out. */
const tokens = (...parts: (string | null | undefined)[]) =>
  new Set(parts.flatMap((p) => (p ? nameTokens(p) : [])));

/**
 * Whether whoever answered a person's link is the registry's person (issue 49): the listed
 * first and last names are among their approved names and their last name among the listed
 * names (a middle name may be missing on either side; order does not matter: the registry often
 * writes the surname first; titles aside), and the dates of birth are equal where the registry
 * lists one.
 * Nothing fuzzy: a near miss goes to the business and the reviewer, never through. The answer
 * says which detail differed and never the answerer's values (they shared them with the
 * business, not with whoever reads a reason).
 */
export function personMismatch(listed: ListedPerson, claims: SessionClaims): string | null {
  const first = typeof claims.first_name === 'string' ? claims.first_name : '';
  const last = typeof claims.last_name === 'string' ? claims.last_name : '';
  const theirs = tokens(first, last);
  const registry = tokens(listed.firstName, listed.middleName, listed.lastName);
  const core = tokens(listed.firstName, listed.lastName);
  // Their first name may carry a middle name the registry leaves out.
  const namesAgree =
    theirs.size > 0 &&
    [...core].every((t) => theirs.has(t)) &&
    [...tokens(last)].every((t) => registry.has(t));
  if (!namesAgree) return 'The verified name is not the name the registry lists';
  if (listed.dob && claims.date_of_birth !== listed.dob)
    return 'The verified date of birth is not the one the registry lists';
  return null;
}
