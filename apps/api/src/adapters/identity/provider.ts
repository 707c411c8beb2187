import type { BusinessPersonRole, CacKind } from '@vouch/contracts';

/** An identity record as a registry (BVN, NIN) returns it through the provider. */
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

/** A CAC registration as the registry holds it (issue 30): a business's, nobody's personal data. */
export interface BusinessRecord {
  /** The registered name, as the registry writes it ("AMAKA FABRICS NIGERIA LIMITED"). */
  name: string;
  /** The registry's status as it says it ("ACTIVE", "Not Active", "STRUCK OFF"); null: none. */
  status: string | null;
  /** Read from status: true only for an active registration; null when no status was given. */
  active: boolean | null;
  /** The registry's type of entity ("COMPANY", "BUSINESS_NAME"…), when given. */
  type: string | null;
  /** YYYY-MM-DD, or null when the registry gives no date we can read. */
  registeredOn: string | null;
  /** The registered address, when the registry gives one (issue 49). */
  address?: string | null;
}

/**
 * A director, shareholder or proprietor as the CAC registry lists them (issue 49). Personal
 * data: kept sealed, shown only to the organisation that asked and to reviewers.
 */
export interface RegistryPerson {
  firstName: string;
  lastName: string;
  middleName: string | null;
  /** YYYY-MM-DD, or null when the registry gives none. */
  dob: string | null;
  roles: BusinessPersonRole[];
  /** The share of the company the person holds, in percent; null when not given. */
  sharePercent: number | null;
  /** A company holding shares (its name in lastName): no person to verify, but its owners are. */
  corporate?: boolean;
  /** The person's NIN or BVN where the registry lists one (Dojah's documented answer does not). */
  idNumber?: ListedIdNumber | null;
}

/** An ID number a registry lists for a person. */
export interface ListedIdNumber {
  type: 'nin' | 'bvn';
  value: string;
}

/** A CAC number to look up: its kind and digits (parseCacNumber in the contracts reads them). */
export interface CacLookup {
  kind: CacKind;
  digits: string;
}

/** The provider could not be asked: the member may retry or continue without the lookup. */
export class IdentityUnavailableError extends Error {}

/**
 * The identity provider adapter: the sandbox (default, offline) or Dojah. Each lookup returns null
 * when the provider has no such record, and throws IdentityUnavailableError on timeouts and
 * failures (the caller may retry, or go on without it).
 */
export interface IdentityProvider {
  name: 'sandbox' | 'dojah';
  lookupBvn(bvn: string, subject: LookupSubject): Promise<IdentityRecord | null>;
  /** NIMC's record of an 11-digit NIN (issue 48). */
  lookupNin(nin: string, subject: LookupSubject): Promise<IdentityRecord | null>;
  /**
   * NIMC's record of a virtual NIN (16 characters, made by its holder for this enterprise): the
   * token is sent once and kept nowhere, as NIMC requires.
   */
  lookupVnin(vnin: string, subject: LookupSubject): Promise<IdentityRecord | null>;
  /** The CAC registry: a company (RC) or a business name (BN) by its number. */
  lookupBusiness(number: CacLookup): Promise<BusinessRecord | null>;
  /**
   * The registry's directors, shareholders and proprietors of a registration (issue 49): an
   * empty list when it lists none; null when there is no such registration.
   */
  lookupBusinessPeople(number: CacLookup): Promise<RegistryPerson[] | null>;
}

/**
 * Registries say "ACTIVE", "Active", "Not Active", "INACTIVE", "STRUCK OFF", "WOUND UP"… Only a
 * status that starts with the word "active" counts as active; no status at all is unknown.
 */
export function isActiveStatus(status: string | null): boolean | null {
  const s = status?.trim() ?? '';
  if (!s) return null;
  return /^active\b/i.test(s);
}
