import { z } from 'zod';
import { IMAGE_DATA_URL, MAX_DATA_URL_LENGTH } from './data-url.js';
import { documentTypeValues } from './kyc.js';

/**
 * Checks at capture (issue 17, item 3): right after a selfie or a document photo is taken or
 * uploaded, the server looks at it with the automated checks' own code and says at once what is
 * wrong, so the member can retake it now rather than hear from a reviewer a day later.
 */

export const precheckKinds = ['selfie', 'document_front', 'document_back'] as const;
export type PrecheckKind = (typeof precheckKinds)[number];

export const captureMessages = {
  kindRequired: 'Say which photo this is',
  imageRequired: 'Add a photo to check',
  imageInvalid: 'Upload a JPEG or PNG image',
  fileTooLarge: 'This file is too large (at most 8 MB)',
} as const;

/** POST /kyc/precheck */
export const precheckPayloadSchema = z.object({
  kind: z.enum(precheckKinds, { error: captureMessages.kindRequired }),
  /** The document being photographed: a passport's page must carry its machine-readable zone. */
  document_type: z.enum(documentTypeValues).nullish(),
  image: z
    .string({ error: captureMessages.imageRequired })
    .min(1, captureMessages.imageRequired)
    .max(MAX_DATA_URL_LENGTH, captureMessages.fileTooLarge)
    .regex(IMAGE_DATA_URL, captureMessages.imageInvalid),
});
export type PrecheckPayload = z.input<typeof precheckPayloadSchema>;

export const precheckProblemCodes = [
  'unreadable',
  'low_resolution',
  'blurred',
  'too_dark',
  'overexposed',
  'screenshot',
  'no_face',
  'many_faces',
  'no_document_face',
  'mrz_missing',
  'mrz_invalid',
  'passport_expired',
] as const;
export type PrecheckProblemCode = (typeof precheckProblemCodes)[number];

/** What the member reads under the photo, each with what to do about it. */
export const precheckProblemMessages: Record<PrecheckProblemCode, string> = {
  unreadable: 'We could not read this image. Take the photo again.',
  low_resolution: 'This photo is too small to read. Take it again closer, or upload a larger one.',
  blurred: 'This photo is blurred. Hold still, wipe the lens and take it again.',
  too_dark: 'This photo is too dark. Move to a brighter place and take it again.',
  overexposed: 'This photo is too bright or has glare. Move out of direct light and take it again.',
  screenshot: 'This looks like a screenshot. Photograph the original instead.',
  no_face: 'We cannot see a face in this selfie. Look straight at the camera and take it again.',
  many_faces:
    'We can see more than one face. Only you should be in the photo: move away from other people and take it again.',
  no_document_face:
    'We cannot find the photo on your ID. Show the whole side with your photo and take it again.',
  mrz_missing:
    'We cannot read the two lines of letters and <<< at the bottom of the photo page. Show the whole page, sharp and without glare, and take it again.',
  mrz_invalid:
    'The lines at the bottom of the photo page do not read correctly. Take the photo again, sharp and without glare.',
  passport_expired: 'This passport has expired. Use a valid document.',
};

/** POST /kyc/precheck → msg. `ok` is true when nothing is wrong; `checked` false when checks are off. */
export interface PrecheckResult {
  kind: PrecheckKind;
  checked: boolean;
  ok: boolean;
  problems: { code: PrecheckProblemCode; message: string }[];
  /** Server time spent, for the member-facing spinner's expectations and our own measurements. */
  ms: number;
}

export const capturePaths = {
  precheck: '/kyc/precheck',
} as const;
