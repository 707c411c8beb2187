import type { LivenessAction, LivenessReason } from '@vouch/contracts';
import { defineMessages } from '../../../i18n';
import type { Message } from '../../../i18n/messages';

/**
 * The live check's prompt for each movement, shown large and read out while the member holds the
 * phone: the words of @vouch/contracts' livenessActionLabels (a test keeps them the same).
 */
export const livenessActionWords = defineMessages({
  turn_left: {
    id: 'capture.liveness.action.turnLeft',
    defaultMessage: 'Turn your head to your left',
    description: 'Live selfie prompt, read out while the member moves: keep it short',
  },
  turn_right: {
    id: 'capture.liveness.action.turnRight',
    defaultMessage: 'Turn your head to your right',
    description: 'Live selfie prompt, read out while the member moves: keep it short',
  },
  look_up: {
    id: 'capture.liveness.action.lookUp',
    defaultMessage: 'Tilt your head up',
    description: 'Live selfie prompt, read out while the member moves: keep it short',
  },
  look_down: {
    id: 'capture.liveness.action.lookDown',
    defaultMessage: 'Tilt your head down',
    description: 'Live selfie prompt, read out while the member moves: keep it short',
  },
}) satisfies Record<LivenessAction, Message>;

/**
 * Why a live check failed, with what to do next, by the server's reason code: the words of
 * @vouch/contracts' livenessReasons (a test keeps them the same). A code this list does not know
 * shows the server's English.
 */
export const livenessReasonWords = defineMessages({
  expired: {
    id: 'capture.liveness.reason.expired',
    defaultMessage:
      'The time for this check ran out. Start again and follow the prompts as they come.',
  },
  too_fast: {
    id: 'capture.liveness.reason.tooFast',
    defaultMessage:
      'The movements came faster than a person makes them. Start again and follow each prompt.',
  },
  frame_count: {
    id: 'capture.liveness.reason.frameCount',
    defaultMessage: 'Not enough photos were taken during the check. Start again.',
  },
  unreadable: {
    id: 'capture.liveness.reason.unreadable',
    defaultMessage: 'A photo from the camera could not be read. Start again.',
  },
  no_face: {
    id: 'capture.liveness.reason.noFace',
    defaultMessage: 'Your face was not visible in every photo. Keep your whole face in the oval.',
  },
  several_faces: {
    id: 'capture.liveness.reason.severalFaces',
    defaultMessage: 'More than one face was seen. Make sure only you are in view.',
  },
  different_people: {
    id: 'capture.liveness.reason.differentPeople',
    defaultMessage: 'The photos do not all show the same person.',
  },
  identical_frames: {
    id: 'capture.liveness.reason.identicalFrames',
    defaultMessage: 'The photos are identical: the camera must show you moving.',
  },
  replayed_frames: {
    id: 'capture.liveness.reason.replayedFrames',
    defaultMessage: 'These photos were already used in an earlier check.',
  },
  wrong_movements: {
    id: 'capture.liveness.reason.wrongMovements',
    defaultMessage:
      'The head movements did not follow the prompts. Start again and make each movement clearly.',
  },
  no_frontal: {
    id: 'capture.liveness.reason.noFrontal',
    defaultMessage: 'We need one photo of you looking straight at the camera. Start again.',
  },
  known_picture: {
    id: 'capture.liveness.reason.knownPicture',
    defaultMessage: 'A photo in this check is a picture we already hold, not a live capture.',
  },
  spoof_signals: {
    id: 'capture.liveness.reason.spoofSignals',
    defaultMessage:
      'The photos look like a picture of a picture or a screen. Use your live camera.',
  },
}) satisfies Record<LivenessReason, Message>;

/** The descriptor for a failure's reason code, or null for a code this build does not know. */
export function livenessReasonWord(code: string): Message | null {
  return Object.hasOwn(livenessReasonWords, code)
    ? livenessReasonWords[code as LivenessReason]
    : null;
}
