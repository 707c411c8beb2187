import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { formatCacNumber } from '@vouch/contracts';
import {
  IdentityUnavailableError,
  type BusinessRecord,
  type IdentityProvider,
  type IdentityRecord,
  type LookupSubject,
  type RegistryPerson,
} from './provider.js';

/**
 * Documented test BVNs (README): 22222222222 is the member themself, 22222222223 a different
 * person, 22222222229 a provider outage; every other number is not found.
 */
export const SANDBOX_BVNS = {
  self: '22222222222',
  someoneElse: '22222222223',
  outage: '22222222229',
} as const;

/**
 * Documented test NINs and vNINs (README, issue 48), as the BVNs: 33333333333 is the member
 * themself (portrait: person A), 33333333334 a different person, 33333333339 a provider outage;
 * the vNIN AB012345678910YZ (Dojah's sandbox sample) is the member themself and ZZ000000000000ZZ
 * an outage; every other number is not found.
 */
export const SANDBOX_NINS = {
  self: '33333333333',
  someoneElse: '33333333334',
  outage: '33333333339',
} as const;
export const SANDBOX_VNINS = { self: 'AB012345678910YZ', outage: 'ZZ000000000000ZZ' } as const;

/**
 * Documented test CAC numbers (README, beside the BVNs): RC 1234567 is registered and active as
 * AMAKA FABRICS NIGERIA LIMITED (so "Amaka Fabrics Nig. Ltd" or "Amaka Fabrics" agrees with it),
 * RC 1234568 is active under another name, BN 3456789 is AMAKA FABRICS but struck off, RC 1234569
 * is a registry outage; every other number is not found.
 */
export const SANDBOX_CAC = {
  active: 'RC 1234567',
  otherName: 'RC 1234568',
  inactive: 'BN 3456789',
  outage: 'RC 1234569',
  /** Issue 49: active, with a director on the test PEP list (test-opensanctions.csv). */
  listedDirector: 'RC 2345678',
  /** Issue 49: active, its one director listed with her NIN (33333333333, the sandbox's own). */
  listedIdNumber: 'RC 4567890',
} as const;

const SANDBOX_REGISTRY: Record<string, BusinessRecord> = {
  [SANDBOX_CAC.active]: {
    name: 'AMAKA FABRICS NIGERIA LIMITED',
    status: 'ACTIVE',
    active: true,
    type: 'COMPANY',
    registeredOn: '2016-05-12',
  },
  [SANDBOX_CAC.otherName]: {
    name: 'ZENITH PALM OIL LIMITED',
    status: 'ACTIVE',
    active: true,
    type: 'COMPANY',
    registeredOn: '2011-09-30',
  },
  [SANDBOX_CAC.inactive]: {
    name: 'AMAKA FABRICS',
    status: 'STRUCK OFF',
    active: false,
    type: 'BUSINESS_NAME',
    registeredOn: '2009-02-17',
  },
  [SANDBOX_CAC.listedDirector]: {
    name: 'RIVERS CREST LOGISTICS LIMITED',
    status: 'ACTIVE',
    active: true,
    type: 'COMPANY',
    registeredOn: '2019-01-08',
    address: '4 Aba Road, Port Harcourt, Rivers',
  },
  [SANDBOX_CAC.listedIdNumber]: {
    name: 'OKEKE TEXTILES LIMITED',
    status: 'ACTIVE',
    active: true,
    type: 'COMPANY',
    registeredOn: '2021-07-19',
    address: '12 Ogui Road, Enugu',
  },
};

const person = (
  firstName: string,
  lastName: string,
  dob: string,
  roles: RegistryPerson['roles'],
  sharePercent: number | null,
): RegistryPerson => ({ firstName, lastName, middleName: null, dob, roles, sharePercent });

/**
 * The documented registrations' people (README, issue 49). RC 1234567: two directors who hold
 * 60 % and 37 % (ADAEZE OKAFOR, born 1992-03-14, is the test members' usual name; CHINEDU EZE,
 * born 1988-11-02) and a shareholder with 3 %, below the 5 % of significant control; RC 2345678:
 * a director on the test PEP list; BN 3456789: its proprietor; RC 4567890: ADAEZE OKAFOR alone,
 * listed with the NIN 33333333333 (whoever answers her link must hold it).
 */
const SANDBOX_PEOPLE: Record<string, RegistryPerson[]> = {
  [SANDBOX_CAC.active]: [
    person('ADAEZE', 'OKAFOR', '1992-03-14', ['director', 'shareholder'], 60),
    person('CHINEDU', 'EZE', '1988-11-02', ['director', 'shareholder'], 37),
    person('BISI', 'ADEYEMI', '1990-06-01', ['shareholder'], 3),
  ],
  [SANDBOX_CAC.otherName]: [person('IFEOMA', 'NWANKWO', '1975-02-20', ['director'], null)],
  [SANDBOX_CAC.inactive]: [person('AMAKA', 'OKAFOR', '1985-09-09', ['proprietor'], 100)],
  [SANDBOX_CAC.listedDirector]: [
    person('TAMUNOTONYE', 'OKPARA-QUILL', '1959-11-30', ['director', 'shareholder'], 51),
    person('ADAEZE', 'OKAFOR', '1992-03-14', ['director', 'shareholder'], 49),
  ],
  [SANDBOX_CAC.listedIdNumber]: [
    {
      ...person('ADAEZE', 'OKAFOR', '1992-03-14', ['director', 'shareholder'], 100),
      idNumber: { type: 'nin', value: SANDBOX_NINS.self },
    },
  ],
};

let memberPortrait: Promise<Buffer> | undefined;
/**
 * The "member themself" BVN's photo: a real face (data/sandbox/portrait.jpg, person A of the
 * shared face fixtures), so another photo of that man passes the decision policy (decision 0041).
 * From src/ and from dist/ alike, the file is three folders up.
 */
function memberThemselfPortrait(): Promise<Buffer> {
  memberPortrait ??= readFile(new URL('../../../data/sandbox/portrait.jpg', import.meta.url));
  return memberPortrait;
}

let portrait: Promise<Buffer> | undefined;
/** A plain drawn portrait (head and shoulders) for the "someone else" BVN, made once. */
function samplePortrait(): Promise<Buffer> {
  portrait ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="480"><rect width="400" height="480" fill="#d5ebee"/><circle cx="200" cy="190" r="90" fill="#7a4a2e"/><path d="M60 480c10-110 70-160 140-160s130 50 140 160z" fill="#0f4c5c"/></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();
  return portrait;
}

/** The sandbox registries: who each documented number belongs to. */
function sandboxRegistry(
  numbers: { self: string; someoneElse?: string; outage: string },
  what: string,
) {
  return async (value: string, subject: LookupSubject): Promise<IdentityRecord | null> => {
    if (value === numbers.outage) throw new IdentityUnavailableError(`sandbox outage ${what}`);
    if (value === numbers.self) {
      return {
        firstName: subject.firstName.toUpperCase(),
        lastName: subject.lastName.toUpperCase(),
        middleName: 'CHIOMA',
        dob: subject.dob,
        phone: '08030000000',
        photo: await memberThemselfPortrait(),
      };
    }
    if (value === numbers.someoneElse) {
      return {
        firstName: 'EMEKA',
        lastName: 'OBI',
        middleName: null,
        dob: '02-02-1980',
        phone: '08039999999',
        photo: await samplePortrait(),
      };
    }
    return null;
  };
}

export function sandboxIdentity(): IdentityProvider {
  return {
    name: 'sandbox',
    lookupBvn: sandboxRegistry(SANDBOX_BVNS, 'BVN'),
    lookupNin: sandboxRegistry(SANDBOX_NINS, 'NIN'),
    lookupVnin: sandboxRegistry(SANDBOX_VNINS, 'vNIN'),

    async lookupBusiness({ kind, digits }) {
      const number = formatCacNumber(kind, digits);
      if (number === SANDBOX_CAC.outage) throw new IdentityUnavailableError('sandbox CAC outage');
      return SANDBOX_REGISTRY[number] ?? null;
    },
    async lookupBusinessPeople({ kind, digits }) {
      const number = formatCacNumber(kind, digits);
      if (number === SANDBOX_CAC.outage) throw new IdentityUnavailableError('sandbox CAC outage');
      if (!SANDBOX_REGISTRY[number]) return null;
      return SANDBOX_PEOPLE[number] ?? [];
    },
  };
}
