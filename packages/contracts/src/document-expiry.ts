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
  documentRequired:
    'Upload a photo of your new document (the passport’s data page, or the licence’s front)',
  liveCaptureRequired: 'Take the live capture before you send your new passport',
  notPassport:
    'We could not read the machine-readable zone of a passport on this photo. Take a sharp photo of the whole data page.',
  renewed: 'Thank you: your new document is on record and your verification is current again.',
  pending:
    'Thank you: a reviewer checks your new document and reads its expiry date, usually within a day. We e-mail you the answer.',
  busy: 'Reading your document took too long. Try again in a minute: your live selfie still counts.',
  alreadyPending: 'Your new document is with a reviewer already. We e-mail you the answer.',
  renewalNotFound: 'No such renewal waiting for a reviewer',
  renewalDecided: 'This renewal has been decided already',
  expiresOnRequired: 'Enter the new document’s expiry date as printed (a date after today)',
  notLater: 'The new document must expire after the one on record',
  reasonRequired: 'Tell the member why (3 to 500 characters)',
  reviewApproved: 'Renewal approved: the member is verified on the new document',
  reviewRefused: 'Renewal refused: the member is told why',
} as const;

export const documentRenewalPath = '/kyc/renew-document';

/** The documents a renewal may bring: a passport (judged by machine) or a driver's licence. */
export const renewalDocumentTypes = ['passport', 'drivers_licence'] as const;
export type RenewalDocumentType = (typeof renewalDocumentTypes)[number];

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
    renewal_pending: z.boolean().describe('A renewal (a driver’s licence) waits for a reviewer'),
  })
  .describe('The approved document’s validity; null when no expiry is known');
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
  document_type: z.enum(renewalDocumentTypes).default('passport'),
  document_file: z
    .string({ error: documentExpiryMessages.documentRequired })
    .max(MAX_DATA_URL_LENGTH, documentExpiryMessages.documentRequired)
    .regex(IMAGE_DATA_URL, documentExpiryMessages.documentRequired),
  liveness_session_id: z.uuid({ error: documentExpiryMessages.liveCaptureRequired }),
});
export type DocumentRenewalPayload = z.input<typeof documentRenewalPayloadSchema>;

export const documentRenewalResultSchema = z.object({
  status: z
    .enum(['renewed', 'pending'])
    .describe('renewed: verified on it now (a passport); pending: a reviewer reads it (a licence)'),
  expires_on: z.string().nullable().describe('The new document’s expiry, YYYY-MM-DD, once known'),
});
export type DocumentRenewalResult = z.output<typeof documentRenewalResultSchema>;

// ---- The back office's renewals (a driver's licence) --------------------------------------------
export const documentRenewalReviewSchema = z.object({
  id: z.string(),
  member: z.object({ uuid: z.string(), name: z.string() }),
  document_type: z.enum(renewalDocumentTypes),
  /** The document on record's expiry, and whether the verification lapsed for it. */
  previous_expires_on: z.string().nullable(),
  documents_expired: z.boolean(),
  created_at: z.string(),
});
export type DocumentRenewalReview = z.output<typeof documentRenewalReviewSchema>;

export const renewalImageKinds = ['document', 'selfie', 'approved_selfie'] as const;
export type RenewalImageKind = (typeof renewalImageKinds)[number];

export const documentRenewalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse']),
    expires_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, documentExpiryMessages.expiresOnRequired)
      .optional(),
    reason: z.string().trim().max(500, documentExpiryMessages.reasonRequired).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approve' && !v.expires_on)
      ctx.addIssue({
        code: 'custom',
        path: ['expires_on'],
        message: documentExpiryMessages.expiresOnRequired,
      });
    if (v.decision === 'refuse' && (v.reason ?? '').length < 3)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: documentExpiryMessages.reasonRequired,
      });
  });
export type DocumentRenewalDecision = z.input<typeof documentRenewalDecisionSchema>;

export const documentRenewalPaths = {
  /** Staff, under /api/v1. */
  queue: '/backoffice/document-renewals',
} as const;
