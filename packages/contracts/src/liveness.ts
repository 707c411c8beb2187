import { z } from 'zod';
import { IMAGE_DATA_URL } from './data-url.js';

/**
 * The live capture (issue 45, decision 0049): the server picks a random order of head movements,
 * the browser guides the member through them with the face mesh and sends the frames it took,
 * and the server re-reads every frame and decides. Only a passed session can be approved by the
 * machine; an uploaded selfie always goes to a person.
 */

/** What the face mesh measures well on a phone's front camera: the head's yaw and pitch. */
export const livenessActions = ['turn_left', 'turn_right', 'look_up', 'look_down'] as const;
export type LivenessAction = (typeof livenessActions)[number];

/** A challenge is this many different actions, in a random order. */
export const LIVENESS_CHALLENGE_LENGTH = 3;
/** A session may be answered for this long after it was opened. */
export const LIVENESS_SESSION_SECONDS = 120;
/** A passed session may name a submission for this long after it passed. */
export const LIVENESS_USE_MINUTES = 60;
/** Frames per answer: a frontal one, then each action and the returns between them. */
export const LIVENESS_MIN_FRAMES = 4;
export const LIVENESS_MAX_FRAMES = 16;
/** One frame as a data URL: a 640-pixel JPEG is about 60 kB. */
export const LIVENESS_FRAME_MAX_LENGTH = 400_000;

/** The words the guidance shows and reads out for each action (the member's own left). */
export const livenessActionLabels: Record<LivenessAction, string> = {
  turn_left: 'Turn your head to your left',
  turn_right: 'Turn your head to your right',
  look_up: 'Tilt your head up',
  look_down: 'Tilt your head down',
};

/** Why a session failed, each with what the member should do next. */
export const livenessReasons = {
  expired: 'The time for this check ran out. Start again and follow the prompts as they come.',
  too_fast:
    'The movements came faster than a person makes them. Start again and follow each prompt.',
  frame_count: 'Not enough photos were taken during the check. Start again.',
  unreadable: 'A photo from the camera could not be read. Start again.',
  no_face: 'Your face was not visible in every photo. Keep your whole face in the oval.',
  several_faces: 'More than one face was seen. Make sure only you are in view.',
  different_people: 'The photos do not all show the same person.',
  identical_frames: 'The photos are identical: the camera must show you moving.',
  replayed_frames: 'These photos were already used in an earlier check.',
  wrong_movements:
    'The head movements did not follow the prompts. Start again and make each movement clearly.',
  no_frontal: 'We need one photo of you looking straight at the camera. Start again.',
  known_picture: 'A photo in this check is a picture we already hold, not a live capture.',
  spoof_signals: 'The photos look like a picture of a picture or a screen. Use your live camera.',
} as const;
export type LivenessReason = keyof typeof livenessReasons;

export const livenessMessages = {
  sessionNotFound: 'This live check was not found. Start a new one.',
  sessionFinished: 'This live check has already been answered. Start a new one.',
  sessionExpired: 'This live check has expired. Start a new one.',
  framesRequired: `Send between ${LIVENESS_MIN_FRAMES} and ${LIVENESS_MAX_FRAMES} photos`,
  frameInvalid: 'Each photo must be a JPEG or PNG image',
  frameTooLarge: 'A photo is too large',
  atInvalid: 'Each photo needs the time it was taken, in milliseconds since the check started',
  notPassed: 'This live check did not pass. Start a new one.',
  notUsable: 'This live check can no longer be used. Take a new one.',
  uploadedSelfie: 'Selfie uploaded, not captured live',
} as const;

export const livenessSessionCreatedSchema = z.object({
  id: z.uuid(),
  /** The actions in the order the member must make them. */
  challenge: z.array(z.enum(livenessActions)),
  expires_at: z.string(),
});
export type LivenessSessionCreated = z.infer<typeof livenessSessionCreatedSchema>;

const framesSchema = () =>
  z
    .array(
      z.object({
        /** Milliseconds since the browser started the check; it only orders the frames. */
        at: z.number({ error: livenessMessages.atInvalid }).int().min(0).max(3_600_000),
        image: z
          .string({ error: livenessMessages.frameInvalid })
          .max(LIVENESS_FRAME_MAX_LENGTH, livenessMessages.frameTooLarge)
          .regex(IMAGE_DATA_URL, livenessMessages.frameInvalid),
      }),
      { error: livenessMessages.framesRequired },
    )
    .min(LIVENESS_MIN_FRAMES, livenessMessages.framesRequired)
    .max(LIVENESS_MAX_FRAMES, livenessMessages.framesRequired);

/** POST …/liveness-sessions/{id}/frames: the frames in the order taken. */
export const livenessFramesPayloadSchema = z.object({ frames: framesSchema() });
export type LivenessFramesPayload = z.input<typeof livenessFramesPayloadSchema>;

/**
 * POST /backoffice/liveness-samples (admins): a genuine recording for the evaluation's bona fide
 * rate, made on the staff screen with the recorded person's consent. Never judged, never a member's.
 */
export const livenessSamplePayloadSchema = z.object({
  consent: z.literal(true, { error: 'The person recorded must agree first' }),
  challenge: z
    .array(z.enum(livenessActions))
    .length(LIVENESS_CHALLENGE_LENGTH, 'The challenge has three movements'),
  /** How long the recording took, by the browser's clock (the evaluation replays it so). */
  elapsed_ms: z.number().int().min(0).max(600_000),
  frames: framesSchema(),
});
export type LivenessSamplePayload = z.input<typeof livenessSamplePayloadSchema>;

export const livenessSampleSavedSchema = z.object({
  id: z.uuid(),
  /** Genuine recordings kept so far. */
  count: z.number().int(),
});
export type LivenessSampleSaved = z.infer<typeof livenessSampleSavedSchema>;

export const livenessOutcomes = ['passed', 'failed'] as const;
export type LivenessOutcome = (typeof livenessOutcomes)[number];

export const livenessResultSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(livenessOutcomes),
  /** Empty when passed; otherwise each reason with the words shown to the member. */
  reasons: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type LivenessResult = z.infer<typeof livenessResultSchema>;

/** What businesses see of a case (verification sessions and their webhooks). */
export const livenessEvidenceValues = ['passed', 'not_performed'] as const;
export type LivenessEvidence = (typeof livenessEvidenceValues)[number];

export const livenessPaths = {
  /** The signed-in member. */
  create: '/kyc/liveness-sessions',
  frames: '/kyc/liveness-sessions/:id/frames',
  /** The phone, with its capture credential (decision 0020). */
  handoffCreate: '/handoff/liveness-sessions',
  handoffFrames: '/handoff/liveness-sessions/:id/frames',
  /** Admins: a genuine recording for the evaluation. */
  samples: '/backoffice/liveness-samples',
  /** Reviewers: one stored frame, for the case view's strip. */
  frame: '/backoffice/liveness/:id/frames/:idx',
} as const;

export function livenessFrameUrl(id: string, idx: number): string {
  return `/api/v1/backoffice/liveness/${encodeURIComponent(id)}/frames/${idx}`;
}

export function livenessFramesPath(id: string, via: 'member' | 'handoff' = 'member'): string {
  const path = via === 'member' ? livenessPaths.frames : livenessPaths.handoffFrames;
  return path.replace(':id', encodeURIComponent(id));
}
