import { z } from 'zod';
import { IMAGE_DATA_URL, MAX_DATA_URL_LENGTH } from './data-url.js';

/**
 * Documents that expire (issue 50, decision 0059). An approved passport's expiry date is read
 * from its machine-readable zone when the checks ran. The member is told ahead of it (mail and
 * dashboard); once it has passed and the operator's grace period with it, the verification's
 * answer says "documents expired" instead of "verified", the credential is suspended and the tier
 * drops to what the registries alone support. The member renews with the new passport and a live
 * capture only: no new fee, no whole wizard.
 */
export const documentExpiryMessages = {
  /** Check Verification's answer for a member whose document lapsed (never "verified"). */
  expiredAnswer:
    "This user's ID document has expired and they have not renewed it on Vouch yet. Do not send or receive payment until they do.",
  nothingToRenew: 'Your verification has no ID document that is expiring or expired.',
  documentRequired: 'Upload a photo of the data page of your new passport',
  liveCaptureRequired: 'Take the live capture before you send your new passport',
  notPassport:
    'We could not read the machine-readable zone of a passport on this photo. Take a sharp photo of the whole data page.',
  renewed: 'Thank you: your new passport is on record and your verification is current again.',
} as const;

export const documentRenewalPath = '/kyc/renew-document';

/** What the dashboard shows about the approved document's validity. */
export const documentStateValues = ['valid', 'expiring', 'in_grace', 'expired'] as const;
export type DocumentState = (typeof documentStateValues)[number];

export const documentExpirySchema = z
  .object({
    expires_on: z.string().describe('The passport’s expiry, YYYY-MM-DD'),
    state: z
      .enum(documentStateValues)
      .describe(
        'valid; expiring (within the notice period); in_grace (past its date, still answered as verified until lapses_on); expired (answered as "documents expired")',
      ),
    lapses_on: z
      .string()
      .describe(
        'The day the answer changes if nothing is renewed (expires_on plus the grace period)',
      ),
  })
  .describe('The approved passport’s validity; null when no expiry is known');
export type DocumentExpiry = z.output<typeof documentExpirySchema>;

/** Why a renewal was refused, in the member's words; nothing changed. */
export const renewalProblemMessages = {
  mrz_unreadable: documentExpiryMessages.notPassport,
  mrz_invalid: "The passport's machine-readable zone does not add up (check digits).",
  still_expired: 'This passport has expired too. Send the new one.',
  not_newer: 'This passport does not expire later than the one we have on record.',
  other_person:
    'The names or date of birth on this passport are not the ones you were verified with.',
  face_document: 'Your face in the live capture does not match the photo on this passport.',
  face_previous: 'Your face in the live capture does not match the person we verified.',
} as const;
export type RenewalProblem = keyof typeof renewalProblemMessages;

export const documentRenewalPayloadSchema = z.object({
  document_file: z
    .string({ error: documentExpiryMessages.documentRequired })
    .max(MAX_DATA_URL_LENGTH, documentExpiryMessages.documentRequired)
    .regex(IMAGE_DATA_URL, documentExpiryMessages.documentRequired),
  liveness_session_id: z.uuid({ error: documentExpiryMessages.liveCaptureRequired }),
});
export type DocumentRenewalPayload = z.input<typeof documentRenewalPayloadSchema>;

export const documentRenewalResultSchema = z.object({
  renewed: z.literal(true),
  expires_on: z.string().describe('The new passport’s expiry, YYYY-MM-DD'),
});
export type DocumentRenewalResult = z.output<typeof documentRenewalResultSchema>;
