import {
  livenessFramesPath,
  livenessPaths,
  type LivenessResult,
  type LivenessSessionCreated,
} from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';

/**
 * The live capture's two calls, as the signed-in member or as the phone of a hand-off (its
 * capture credential, decision 0020).
 */
export function livenessApi(captureToken?: string) {
  const via = captureToken ? 'handoff' : 'member';
  const auth = captureToken ? { bearer: captureToken } : {};
  return {
    open: () =>
      apiRequest<LivenessSessionCreated>(
        captureToken ? livenessPaths.handoffCreate : livenessPaths.create,
        { ...auth, method: 'POST', body: {} },
      ),
    answer: (id: string, frames: { at: number; image: string }[]) =>
      apiRequest<LivenessResult>(livenessFramesPath(id, via), { ...auth, body: { frames } }),
  };
}

export type LivenessApi = ReturnType<typeof livenessApi>;
