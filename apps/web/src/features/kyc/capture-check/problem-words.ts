import type { PrecheckProblemCode } from '@vouch/contracts';
import { defineMessages } from '../../../i18n';
import type { Message } from '../../../i18n/messages';

/**
 * What the member reads under a photo the server's check flagged, by the problem's code: the
 * words of @vouch/contracts' precheckProblemMessages (a test keeps them the same), in the member's
 * language. A code this list does not know shows the server's English.
 */
export const precheckProblemWords = defineMessages({
  unreadable: {
    id: 'capture.precheck.problem.unreadable',
    defaultMessage: 'We could not read this image. Take the photo again.',
  },
  low_resolution: {
    id: 'capture.precheck.problem.lowResolution',
    defaultMessage:
      'This photo is too small to read. Take it again closer, or upload a larger one.',
  },
  blurred: {
    id: 'capture.precheck.problem.blurred',
    defaultMessage: 'This photo is blurred. Hold still, wipe the lens and take it again.',
  },
  too_dark: {
    id: 'capture.precheck.problem.tooDark',
    defaultMessage: 'This photo is too dark. Move to a brighter place and take it again.',
  },
  overexposed: {
    id: 'capture.precheck.problem.overexposed',
    defaultMessage:
      'This photo is too bright or has glare. Move out of direct light and take it again.',
  },
  screenshot: {
    id: 'capture.precheck.problem.screenshot',
    defaultMessage: 'This looks like a screenshot. Photograph the original instead.',
  },
  no_face: {
    id: 'capture.precheck.problem.noFace',
    defaultMessage:
      'We cannot see a face in this selfie. Look straight at the camera and take it again.',
  },
  many_faces: {
    id: 'capture.precheck.problem.manyFaces',
    defaultMessage:
      'We can see more than one face. Only you should be in the photo: move away from other people and take it again.',
  },
  no_document_face: {
    id: 'capture.precheck.problem.noDocumentFace',
    defaultMessage:
      'We cannot find the photo on your ID. Show the whole side with your photo and take it again.',
  },
  mrz_missing: {
    id: 'capture.precheck.problem.mrzMissing',
    defaultMessage:
      'We cannot read the two lines of letters and <<< at the bottom of the photo page. Show the whole page, sharp and without glare, and take it again.',
    description: '<<< are the chevrons printed on a passport, not a tag: keep them as they are',
  },
  mrz_invalid: {
    id: 'capture.precheck.problem.mrzInvalid',
    defaultMessage:
      'The lines at the bottom of the photo page do not read correctly. Take the photo again, sharp and without glare.',
  },
  passport_expired: {
    id: 'capture.precheck.problem.passportExpired',
    defaultMessage: 'This passport has expired. Use a valid document.',
  },
}) satisfies Record<PrecheckProblemCode, Message>;

/** The descriptor for a problem's code, or null for a code this build does not know. */
export function precheckProblemWord(code: string): Message | null {
  return Object.hasOwn(precheckProblemWords, code)
    ? precheckProblemWords[code as PrecheckProblemCode]
    : null;
}
