import { useQuery } from '@tanstack/react-query';
import {
  LIVENESS_CHALLENGE_LENGTH,
  LIVENESS_SESSION_SECONDS,
  livenessActions,
  livenessPaths,
  type LivenessAction,
  type LivenessSampleSaved,
} from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';
import type { LivenessApi } from '../../kyc';
import { read } from '../api';

export const samplesKey = ['backoffice', 'liveness-samples'] as const;

export function useSampleCount(enabled: boolean) {
  return useQuery({
    queryKey: samplesKey,
    queryFn: () => read<{ count: number }>(livenessPaths.samples),
    enabled,
    retry: false,
  });
}

/** Three different movements in a random order, as the server draws them for members. */
function randomChallenge(): LivenessAction[] {
  const pool = [...livenessActions];
  const out: LivenessAction[] = [];
  const r = new Uint32Array(LIVENESS_CHALLENGE_LENGTH);
  crypto.getRandomValues(r);
  for (let i = 0; i < LIVENESS_CHALLENGE_LENGTH; i++)
    out.push(pool.splice(r[i]! % pool.length, 1)[0]!);
  return out;
}

/**
 * The live check's screen, recording instead of judging: the challenge is drawn here, and the
 * frames are kept as a genuine sample (with the consent given on the page), never judged.
 */
export function recorderApi(onSaved: (s: LivenessSampleSaved) => void): LivenessApi {
  let started = 0;
  let challenge: LivenessAction[] = [];
  return {
    open: () => {
      started = performance.now();
      challenge = randomChallenge();
      return Promise.resolve({
        ok: true as const,
        status: 200,
        msg: {
          id: crypto.randomUUID(),
          challenge,
          expires_at: new Date(Date.now() + LIVENESS_SESSION_SECONDS * 1000).toISOString(),
        },
      });
    },
    answer: async (id, frames) => {
      const res = await apiRequest<LivenessSampleSaved>(livenessPaths.samples, {
        body: {
          consent: true,
          challenge,
          elapsed_ms: Math.round(performance.now() - started),
          frames,
        },
      });
      if (!res.ok) return res;
      onSaved(res.msg);
      return {
        ok: true as const,
        status: 200,
        msg: { id, outcome: 'passed' as const, reasons: [] },
      };
    },
  };
}
