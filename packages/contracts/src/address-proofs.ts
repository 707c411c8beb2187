import { z } from 'zod';
import { IMAGE_DATA_URL, MAX_DATA_URL_LENGTH } from './data-url.js';
import { responseOf } from './envelope.js';

/**
 * A verified residential address (issue 48, Tier 3): the member types it and sends a utility bill
 * or a bank statement dated within three months; the OCR reads the names, the address and the
 * date where it can, and a reviewer confirms or refuses with a reason. The confirmed address is
 * certified like the names (a new one is reviewed again; the old stands until then) and is never
 * in any answer: businesses and payers learn only that it was verified, through the tier.
 */
export const addressProofKinds = [
  { value: 'utility_bill', label: 'Utility bill (electricity, water or waste)' },
  { value: 'bank_statement', label: 'Bank statement' },
] as const;
export type AddressProofKind = (typeof addressProofKinds)[number]['value'];
const kindValues = addressProofKinds.map((k) => k.value) as [
  AddressProofKind,
  ...AddressProofKind[],
];

/** "Dated within three months": 92 days covers any three calendar months. */
export const ADDRESS_PROOF_MAX_AGE_DAYS = 92;

export const addressProofMessages = {
  addressRequired: 'Enter your residential address (house number, street, town or city, state)',
  addressTooLong: 'The address is at most 300 characters',
  kindRequired: 'Choose a utility bill or a bank statement',
  dateRequired: 'Enter the date printed on the document (YYYY-MM-DD)',
  tooOld:
    'This document is more than three months old. Send one dated within the last three months.',
  inFuture: 'The date cannot be in the future',
  documentRequired: 'Add a photo of the document (JPEG or PNG)',
  documentInvalid: 'Upload the document as a JPEG or PNG image',
  fileTooLarge: 'This file is too large (at most 8 MB)',
  notVerified: 'Verify your identity first: an address is confirmed for verified members.',
  alreadyOpen: 'Your last address document is still being reviewed. Wait for its answer.',
  noSuchProof: 'No such address document.',
  notPending: 'This address document was already decided.',
  ownProof: 'You cannot decide your own address document.',
  reasonRequired: 'Give the member a reason (at least 10 characters) they can act on',
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** POST /account/address-proof */
export const addressProofPayloadSchema = z.object({
  address: z
    .string({ error: addressProofMessages.addressRequired })
    .trim()
    .min(10, addressProofMessages.addressRequired)
    .max(300, addressProofMessages.addressTooLong),
  document_kind: z.enum(kindValues, { error: addressProofMessages.kindRequired }),
  issued_on: z
    .string({ error: addressProofMessages.dateRequired })
    .trim()
    .regex(isoDay, addressProofMessages.dateRequired)
    // A real day: 2026-02-30 does not roll over into March.
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
      addressProofMessages.dateRequired,
    ),
  document: z
    .string({ error: addressProofMessages.documentRequired })
    .max(MAX_DATA_URL_LENGTH, addressProofMessages.fileTooLarge)
    .regex(IMAGE_DATA_URL, addressProofMessages.documentInvalid),
});
export type AddressProofPayload = z.input<typeof addressProofPayloadSchema>;

/** How old a document dated `issuedOn` (YYYY-MM-DD) is at `now`, in whole days of Lagos (UTC+1). */
export function addressProofAgeDays(issuedOn: string, now: Date): number {
  const lagos = new Date(now.getTime() + 60 * 60_000);
  const day = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate());
  return Math.floor((day - Date.parse(`${issuedOn}T00:00:00Z`)) / 86_400_000);
}

export const addressProofStatuses = ['checking', 'pending', 'confirmed', 'refused'] as const;
export type AddressProofStatus = (typeof addressProofStatuses)[number];

/** What the OCR found on the document; null when it did not read it (checks off, or unreadable). */
export interface AddressProofReading {
  readable: boolean;
  name_found: boolean;
  address_found: boolean;
  date_found: boolean;
}

/** GET /account/address-proof: the member's own latest document and the address confirmed. */
export interface MyAddress {
  /** The confirmed (certified) address, the member's own to read; null: none yet. */
  confirmed: { address: string; confirmed_at: string } | null;
  /** The latest document sent, whatever its state; null: none. */
  latest: {
    id: string;
    status: AddressProofStatus;
    address: string;
    document_kind: AddressProofKind;
    issued_on: string;
    submitted_at: string;
    decided_at: string | null;
    reason: string | null;
  } | null;
}

/** One document in the back office's queue. */
export interface AddressProofItem {
  id: string;
  member: { uuid: string; name: string; email: string };
  status: AddressProofStatus;
  address: string;
  document_kind: AddressProofKind;
  issued_on: string;
  /** The image, for staff only (GET, never cached). */
  document_url: string;
  reading: AddressProofReading | null;
  submitted_at: string;
}

export const addressProofDecisionSchema = z
  .object({
    decision: z.enum(['confirm', 'refuse']),
    reason: z.string().trim().max(500).nullish(),
  })
  .refine((v) => v.decision === 'confirm' || (v.reason?.length ?? 0) >= 10, {
    path: ['reason'],
    message: addressProofMessages.reasonRequired,
  });
export type AddressProofDecision = z.input<typeof addressProofDecisionSchema>;

export const addressProofPaths = {
  mine: '/account/address-proof',
  queue: '/backoffice/address-proofs',
} as const;

const statusEnum = z.enum(addressProofStatuses);
const kindEnum = z.enum(kindValues);
const readingSchema = z
  .object({
    readable: z.boolean(),
    name_found: z.boolean(),
    address_found: z.boolean(),
    date_found: z.boolean(),
  })
  .nullable();

export const myAddressSchema = responseOf<MyAddress>()(
  z.object({
    confirmed: z.object({ address: z.string(), confirmed_at: z.string() }).nullable(),
    latest: z
      .object({
        id: z.string(),
        status: statusEnum,
        address: z.string(),
        document_kind: kindEnum,
        issued_on: z.string(),
        submitted_at: z.string(),
        decided_at: z.string().nullable(),
        reason: z.string().nullable(),
      })
      .nullable(),
  }),
);

export const addressProofItemsSchema = responseOf<AddressProofItem[]>()(
  z.array(
    z.object({
      id: z.string(),
      member: z.object({ uuid: z.string(), name: z.string(), email: z.string() }),
      status: statusEnum,
      address: z.string(),
      document_kind: kindEnum,
      issued_on: z.string(),
      document_url: z.string(),
      reading: readingSchema,
      submitted_at: z.string(),
    }),
  ),
);
