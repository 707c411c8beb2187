import type { FastifyInstance } from 'fastify';
import type { LivenessResult, LivenessSessionCreated } from '@vouch/contracts';
import { dataUrl } from './kyc-fixtures.js';
import { post } from './members.js';

export async function openLiveness(app: FastifyInstance, token: string) {
  const r = await post(app, '/kyc/liveness-sessions', {}, token);
  if (r.code !== 200) throw new Error(`opening a live capture: ${JSON.stringify(r.body)}`);
  return r.body.msg as LivenessSessionCreated;
}

export async function answerLiveness(
  app: FastifyInstance,
  token: string,
  id: string,
  frames: Buffer[],
) {
  return post(
    app,
    `/kyc/liveness-sessions/${id}/frames`,
    { frames: frames.map((f, i) => ({ at: i * 700, image: dataUrl(f) })) },
    token,
  );
}

/**
 * A passed live capture for tests of other features, with LIVENESS_CHECKER=sandbox (which passes
 * any sequence of single-face frames): the selfie sent four times. Answers the session's id.
 */
export async function sandboxLiveCapture(
  app: FastifyInstance,
  token: string,
  selfie: Buffer,
): Promise<string> {
  const s = await openLiveness(app, token);
  const r = await answerLiveness(app, token, s.id, [selfie, selfie, selfie, selfie]);
  const msg = r.body.msg as LivenessResult;
  if (r.code !== 200 || msg.outcome !== 'passed')
    throw new Error(`sandbox live capture: ${JSON.stringify(r.body)}`);
  return s.id;
}
