import sharp from 'sharp';
import {
  IdentityUnavailableError,
  type IdentityProvider,
  type IdentityRecord,
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

let portrait: Promise<Buffer> | undefined;
/** A plain drawn portrait (head and shoulders), made once, so the sandbox needs no image files. */
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

export function sandboxIdentity(): IdentityProvider {
  return {
    name: 'sandbox',
    async lookupBvn(bvn, subject): Promise<IdentityRecord | null> {
      if (bvn === SANDBOX_BVNS.outage) {
        throw new IdentityUnavailableError('sandbox outage BVN');
      }
      if (bvn === SANDBOX_BVNS.self) {
        return {
          firstName: subject.firstName.toUpperCase(),
          lastName: subject.lastName.toUpperCase(),
          middleName: 'CHIOMA',
          dob: subject.dob,
          phone: '08030000000',
          photo: await samplePortrait(),
        };
      }
      if (bvn === SANDBOX_BVNS.someoneElse) {
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
    },
  };
}
