import { z } from 'zod';
import type { PiiCipher } from '../../lib/crypto.js';

/**
 * What an identity lookup stores (encrypted in identity_lookups.result_enc): the provider's
 * record without its photo, and how it compared with the member's profile. One decoder for every
 * reader (KYC submission, case view, automated checks); a row that does not decode is an error,
 * not a guess.
 */
export const lookupRecordSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  dob: z.string().nullable(),
  phone: z.string().nullable(),
  matches: z.object({ first_name: z.boolean(), last_name: z.boolean(), dob: z.boolean() }),
});
export type LookupRecord = z.infer<typeof lookupRecordSchema>;

export function encodeLookupRecord(cipher: PiiCipher, r: LookupRecord): string {
  return cipher.encrypt(JSON.stringify(lookupRecordSchema.parse(r)));
}

export function decodeLookupRecord(cipher: PiiCipher, resultEnc: string): LookupRecord {
  return lookupRecordSchema.parse(JSON.parse(cipher.decrypt(resultEnc)));
}
