import { randomInt } from 'node:crypto';
import { LIVENESS_CHALLENGE_LENGTH, livenessActions, type LivenessAction } from '@vouch/contracts';

/**
 * A random order of different actions, from the server's cryptographic generator: 24 challenges
 * of three out of four actions, so a recording made for one session fits the next one time in 24.
 */
export function randomChallenge(length = LIVENESS_CHALLENGE_LENGTH): LivenessAction[] {
  const pool = [...livenessActions];
  const out: LivenessAction[] = [];
  while (out.length < length) out.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return out;
}
