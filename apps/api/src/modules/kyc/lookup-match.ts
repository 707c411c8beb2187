import { namesMatch } from './names.js';

/** The parts of an identity record that are compared with the member. */
export interface ComparedRecord {
  firstName: string;
  middleName: string | null;
  lastName: string;
  dob: string | null;
}

/** The member's details a record is compared with: their profile's names and date of birth. */
export interface ComparedMember {
  first_name: string;
  last_name: string;
  /** dd-mm-yyyy, decrypted */
  dob: string;
}

export interface LookupMatches {
  first_name: boolean;
  last_name: boolean;
  dob: boolean;
}

/** How a record compares with the member, field by field (kept with a matched lookup). */
export function compareWithMember(r: ComparedRecord, m: ComparedMember): LookupMatches {
  return {
    first_name: namesMatch(m.first_name, `${r.firstName} ${r.middleName ?? ''}`),
    last_name: namesMatch(m.last_name, r.lastName),
    dob: r.dob !== null && r.dob === m.dob,
  };
}

/**
 * The record is the member's: first name, last name and date of birth all match. A lookup counts
 * (for a submission, and so for the phone it proves) only while this holds of the profile: a
 * member who edits their names after a match must look up again (issue 31).
 */
export function isMemberRecord(r: ComparedRecord, m: ComparedMember): boolean {
  const x = compareWithMember(r, m);
  return x.first_name && x.last_name && x.dob;
}
