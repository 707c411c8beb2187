import { z } from 'zod';
import { captureMessages } from './capture.js';
import { IMAGE_DATA_URL, MAX_DATA_URL_LENGTH } from './data-url.js';
import { documentNeedsBack, documentTypeValues, type DocumentType } from './kyc.js';

/**
 * "Continue on your phone" (issue 17, item 4): a member on a computer opens one capture step on
 * their phone through a single-use link (QR code), valid 15 minutes; the phone takes the photos and
 * the computer picks them up by itself (decision 0020).
 */

export const HANDOFF_LINK_MINUTES = 15;
/** How often the computer asks whether the phone has finished. */
export const HANDOFF_POLL_MS = 2000;

/** The capture step the phone takes over: the selfie, the document's sides, the certificate. */
export const handoffSteps = ['selfie', 'document', 'certificate'] as const;
export type HandoffStep = (typeof handoffSteps)[number];

export const handoffPhotoKinds = [
  'selfie',
  'document_front',
  'document_back',
  'certificate',
] as const;
export type HandoffPhotoKind = (typeof handoffPhotoKinds)[number];

/**
 * waiting: made, not opened yet · opened: the phone redeemed it · completed: the phone sent its
 * photos · expired: 15 minutes passed first · replaced: a newer link was made.
 */
export const handoffStates = ['waiting', 'opened', 'completed', 'expired', 'replaced'] as const;
export type HandoffState = (typeof handoffStates)[number];

export const handoffMessages = {
  stepRequired: 'Say which step the phone should take over',
  documentTypeRequired: 'Choose the document type before continuing on your phone',
  tokenRequired: 'This link is incomplete. Open the whole link, or scan the QR code again.',
  linkInvalid: 'This link is not valid. Make a new one on your computer.',
  linkUsed: 'This link has already been used. Make a new one on your computer.',
  linkExpired: 'This link has expired. Make a new one on your computer.',
  linkReplaced: 'A newer link was made on your computer. Use that one instead.',
  sessionOver: 'This phone session has ended. Make a new link on your computer.',
  kindNotInStep: 'This photo is not part of this step',
  photosMissing: 'Take every photo of this step first',
  completed: 'Photos sent to your computer',
  received: 'Photo received',
} as const;

/** POST /kyc/handoffs: the computer makes a link for the step it is on. */
export const createHandoffPayloadSchema = z
  .object({
    step: z.enum(handoffSteps, { error: handoffMessages.stepRequired }),
    document_type: z.enum(documentTypeValues).nullish(),
  })
  .refine((p) => p.step !== 'document' || Boolean(p.document_type), {
    message: handoffMessages.documentTypeRequired,
    path: ['document_type'],
  });
export type CreateHandoffPayload = z.input<typeof createHandoffPayloadSchema>;

/** The photos a step asks for, in the order the phone shows them. */
export function handoffKinds(
  step: HandoffStep,
  documentType: DocumentType | null | undefined,
): HandoffPhotoKind[] {
  if (step === 'selfie') return ['selfie'];
  if (step === 'certificate') return ['certificate'];
  return documentType && documentNeedsBack(documentType)
    ? ['document_front', 'document_back']
    : ['document_front'];
}

export const handoffCreatedSchema = z.object({
  id: z.uuid(),
  /** The one-time secret for the link; shown once, stored by the server as a hash only. */
  token: z.string(),
  step: z.enum(handoffSteps),
  expires_at: z.string(),
});
export type HandoffCreated = z.infer<typeof handoffCreatedSchema>;

export const handoffStatusSchema = z.object({
  id: z.uuid(),
  step: z.enum(handoffSteps),
  document_type: z.enum(documentTypeValues).nullable(),
  state: z.enum(handoffStates),
  expires_at: z.string(),
  opened_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Photos the phone has sent so far, each readable by the member at `url`. */
  photos: z.array(z.object({ kind: z.enum(handoffPhotoKinds), url: z.string() })),
  /** The selfie step's passed live capture on the phone (issue 45), for the submission. */
  liveness_session_id: z.uuid().nullable(),
});
export type HandoffStatus = z.infer<typeof handoffStatusSchema>;

/** POST /handoff/redeem: the phone trades the link's secret for a capture-only credential. */
export const redeemHandoffPayloadSchema = z.object({
  token: z
    .string({ error: handoffMessages.tokenRequired })
    .trim()
    .min(20, handoffMessages.tokenRequired)
    .max(100, handoffMessages.tokenRequired),
});

export const handoffRedeemedSchema = z.object({
  /** Bearer credential for the phone's capture endpoints only, until `expires_at`. */
  capture_token: z.string(),
  step: z.enum(handoffSteps),
  document_type: z.enum(documentTypeValues).nullable(),
  kinds: z.array(z.enum(handoffPhotoKinds)),
  expires_at: z.string(),
});
export type HandoffRedeemed = z.infer<typeof handoffRedeemedSchema>;

/** POST /handoff/photos: one photo of the step, as a data URL (replaces an earlier one). */
export const handoffPhotoPayloadSchema = z.object({
  kind: z.enum(handoffPhotoKinds, { error: captureMessages.kindRequired }),
  image: z
    .string({ error: captureMessages.imageRequired })
    .min(1, captureMessages.imageRequired)
    .max(MAX_DATA_URL_LENGTH, captureMessages.fileTooLarge)
    .regex(IMAGE_DATA_URL, captureMessages.imageInvalid),
});
export type HandoffPhotoPayload = z.input<typeof handoffPhotoPayloadSchema>;

export const handoffPaths = {
  /** Member (the computer): make a link; then its status and the photos received. */
  create: '/kyc/handoffs',
  status: '/kyc/handoffs/:id',
  photo: '/kyc/handoffs/:id/photos/:kind',
  /** The phone: redeem the link, then only these, with the capture credential. */
  redeem: '/handoff/redeem',
  precheck: '/handoff/precheck',
  photos: '/handoff/photos',
  complete: '/handoff/complete',
} as const;

export function handoffStatusPath(id: string): string {
  return handoffPaths.status.replace(':id', encodeURIComponent(id));
}
