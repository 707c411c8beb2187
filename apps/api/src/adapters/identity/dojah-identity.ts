import { IdentityUnavailableError, type IdentityProvider } from './provider.js';

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

/**
 * Dojah's BVN lookup (GET /api/v1/kyc/bvn/full?bvn=…, headers AppId and Authorization with the
 * secret key): names, date of birth, phone and the enrolment photo as base64.
 */
export function dojahIdentity(c: DojahConfig): IdentityProvider {
  return {
    name: 'dojah',
    async lookupBvn(bvn) {
      let res: Response;
      try {
        res = await fetch(`${c.baseUrl}/api/v1/kyc/bvn/full?bvn=${encodeURIComponent(bvn)}`, {
          headers: { AppId: c.appId, Authorization: c.secretKey, accept: 'application/json' },
          signal: AbortSignal.timeout(c.timeoutMs),
        });
      } catch (err) {
        throw new IdentityUnavailableError(`Dojah unreachable: ${(err as Error).message}`);
      }
      if (res.status === 400 || res.status === 404) return null;
      const body = (await res.json().catch(() => ({}))) as DojahBvnResponse;
      if (!res.ok || !body.entity)
        throw new IdentityUnavailableError(`Dojah answered ${res.status}`);
      const e = body.entity;
      const photo = e.image ? Buffer.from(e.image.replace(/^data:[^,]*,/, ''), 'base64') : null;
      return {
        firstName: e.first_name ?? '',
        lastName: e.last_name ?? '',
        middleName: e.middle_name || null,
        dob: dojahDate(e.date_of_birth),
        phone: e.phone_number1 || null,
        photo: photo && photo.length > 0 ? photo : null,
      };
    },
  };
}
