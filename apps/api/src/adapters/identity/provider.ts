/** An identity record as a BVN provider returns it. */
export interface IdentityRecord {
  firstName: string;
  lastName: string;
  middleName: string | null;
  /** dd-mm-yyyy, or null when the provider gives none we can read */
  dob: string | null;
  phone: string | null;
  /** JPEG/PNG bytes of the enrolment portrait */
  photo: Buffer | null;
}

export interface LookupSubject {
  firstName: string;
  lastName: string;
  dob: string;
}

/** The provider could not be asked: the member may retry or continue without the lookup. */
export class IdentityUnavailableError extends Error {}

/**
 * The identity provider adapter: the sandbox (default, offline) or Dojah. `lookupBvn` returns null
 * when the provider has no such BVN; it throws IdentityUnavailableError on timeouts and failures.
 */
export interface IdentityProvider {
  name: 'sandbox' | 'dojah';
  lookupBvn(bvn: string, subject: LookupSubject): Promise<IdentityRecord | null>;
}
