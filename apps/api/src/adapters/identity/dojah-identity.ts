import { DOJAH_ADVANCE_TYPE, dojahAffiliates } from './dojah-cac-people.js';
import {
  IdentityUnavailableError,
  isActiveStatus,
  type BusinessRecord,
  type CacLookup,
  type IdentityProvider,
} from './provider.js';

export interface DojahConfig {
  appId: string;
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
}

interface DojahBvnResponse {
  entity?: {
    bvn?: string;
    first_name?: string;
    last_name?: string;
    middle_name?: string;
    date_of_birth?: string;
    phone_number1?: string;
    image?: string;
  };
  error?: string;
}

/** GET /api/v1/kyc/nin: the NIN holder's record, as the BVN's in snake case. */
interface DojahNinResponse {
  entity?: {
    first_name?: string;
    last_name?: string;
    middle_name?: string;
    date_of_birth?: string;
    phone_number?: string;
    image?: string;
  };
  error?: string;
}

/** GET /api/v1/kyc/vnin: NIMC's names (firstname, surname), mobile and photo. */
interface DojahVninResponse {
  entity?: {
    firstname?: string;
    middlename?: string;
    surname?: string;
    dateOfBirth?: string;
    mobile?: string;
    photo?: string;
  };
  error?: string;
}

/** A base64 photo (with or without a data-URL prefix) as bytes; null for none. */
function photoOf(image: string | undefined): Buffer | null {
  const photo = image ? Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64') : null;
  return photo && photo.length > 0 ? photo : null;
}

interface DojahCacResponse {
  entity?: {
    company_name?: string;
    type_of_company?: string;
    status?: string;
    date_of_registration?: string;
    rc_number?: string;
    business_number?: string;
    address?: string;
  };
  error?: string;
}

/** Dojah's company_type for each kind of CAC number we look up. */
const DOJAH_COMPANY_TYPE: Record<CacLookup['kind'], string> = {
  RC: 'COMPANY',
  BN: 'BUSINESS_NAME',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Dojah gives dates as YYYY-MM-DD or DD-Mon-YYYY; we keep dd-mm-yyyy. */
export function dojahDate(value: string | undefined): string | null {
  if (!value) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    if (month > 0) return `${m[1]!.padStart(2, '0')}-${String(month).padStart(2, '0')}-${m[3]}`;
  }
  return null;
}

/** A registration date as YYYY-MM-DD: Dojah sends an ISO timestamp or a plain date. */
export function dojahRegistrationDate(value: string | undefined): string | null {
  const iso = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  if (iso) return iso[1]!;
  const dmy = dojahDate(value);
  return dmy ? dmy.split('-').reverse().join('-') : null;
}

/**
 * Dojah, with the app id in AppId and the secret key in Authorization: the BVN, NIN and vNIN
 * lookups (names, date of birth, phone, enrolment photo) and the CAC registry lookup.
 */
export function dojahIdentity(c: DojahConfig): IdentityProvider {
  async function get(path: string): Promise<Response> {
    try {
      return await fetch(`${c.baseUrl}${path}`, {
        headers: { AppId: c.appId, Authorization: c.secretKey, accept: 'application/json' },
        signal: AbortSignal.timeout(c.timeoutMs),
      });
    } catch (err) {
      throw new IdentityUnavailableError(`Dojah unreachable: ${(err as Error).message}`);
    }
  }

  /**
   * A person lookup's entity: null when Dojah says there is no such record (400 for a number it
   * cannot read, 404 for none); IdentityUnavailableError when it could not be asked (401, 402 for
   * the balance, 424 for the registry failing, 429, 5xx) or answered without one.
   */
  async function entityOf<T extends { entity?: object }>(path: string) {
    const res = await get(path);
    if (res.status === 400 || res.status === 404) return null;
    const body = (await res.json().catch(() => ({}))) as T;
    if (!res.ok || !body.entity) throw new IdentityUnavailableError(`Dojah answered ${res.status}`);
    return body.entity as NonNullable<T['entity']>;
  }

  return {
    name: 'dojah',
    /** GET /api/v1/kyc/bvn/full?bvn=…: the photo comes as base64. */
    async lookupBvn(bvn) {
      const e = await entityOf<DojahBvnResponse>(
        `/api/v1/kyc/bvn/full?bvn=${encodeURIComponent(bvn)}`,
      );
      if (!e) return null;
      return {
        firstName: e.first_name ?? '',
        lastName: e.last_name ?? '',
        middleName: e.middle_name || null,
        dob: dojahDate(e.date_of_birth),
        phone: e.phone_number1 || null,
        photo: photoOf(e.image),
      };
    },

    /** GET /api/v1/kyc/nin?nin=…: names, date of birth, phone and the enrolment photo. */
    async lookupNin(nin) {
      const e = await entityOf<DojahNinResponse>(`/api/v1/kyc/nin?nin=${encodeURIComponent(nin)}`);
      if (!e) return null;
      return {
        firstName: e.first_name ?? '',
        lastName: e.last_name ?? '',
        middleName: e.middle_name || null,
        dob: dojahDate(e.date_of_birth),
        phone: e.phone_number || null,
        photo: photoOf(e.image),
      };
    },

    /**
     * GET /api/v1/kyc/vnin?vnin=…: NIMC answers for the token its holder made for Dojah's
     * enterprise code (72 hours); a token made for another enterprise, or expired, is not found.
     */
    async lookupVnin(vnin) {
      const e = await entityOf<DojahVninResponse>(
        `/api/v1/kyc/vnin?vnin=${encodeURIComponent(vnin)}`,
      );
      if (!e) return null;
      return {
        firstName: e.firstname ?? '',
        lastName: e.surname ?? '',
        middleName: e.middlename || null,
        dob: dojahDate(e.dateOfBirth),
        phone: e.mobile || null,
        photo: photoOf(e.photo),
      };
    },

    /**
     * Dojah's CAC lookup (GET /api/v1/kyc/cac/basic?rc_number=…&company_type=COMPANY|BUSINESS_NAME,
     * the same headers): name, type, status and registration date. Dojah answers 404 for "records
     * not found" and 400 for a number it cannot read (not found either); 401, 402 (balance), 424
     * (CAC itself failing), 429 and 5xx mean it could not be asked.
     */
    async lookupBusiness(number): Promise<BusinessRecord | null> {
      const query = new URLSearchParams({
        rc_number: number.digits,
        company_type: DOJAH_COMPANY_TYPE[number.kind],
      });
      const res = await get(`/api/v1/kyc/cac/basic?${query.toString()}`);
      if (res.status === 400 || res.status === 404) return null;
      const body = (await res.json().catch(() => ({}))) as DojahCacResponse;
      const e = body.entity;
      if (!res.ok || !e?.company_name)
        throw new IdentityUnavailableError(`Dojah answered ${res.status}`);
      const status = e.status?.trim() || null;
      return {
        name: e.company_name.trim(),
        status,
        active: isActiveStatus(status),
        type: e.type_of_company?.trim() || null,
        registeredOn: dojahRegistrationDate(e.date_of_registration),
        address: e.address?.trim() || null,
      };
    },

    /**
     * Dojah's CAC Advance (GET /api/v1/kyc/cac/advance?rc=…&class=premium&type=co|bn): the
     * registration's affiliates (dojah-cac-people.ts); the same answers mean the same as above.
     */
    async lookupBusinessPeople(number) {
      const query = new URLSearchParams({
        rc: number.digits,
        class: 'premium',
        type: DOJAH_ADVANCE_TYPE[number.kind],
      });
      const res = await get(`/api/v1/kyc/cac/advance?${query.toString()}`);
      if (res.status === 400 || res.status === 404) return null;
      const body = (await res.json().catch(() => ({}))) as { entity?: Record<string, unknown> };
      if (!res.ok || !body.entity || typeof body.entity !== 'object')
        throw new IdentityUnavailableError(`Dojah answered ${res.status}`);
      return dojahAffiliates(body.entity);
    },
  };
}
