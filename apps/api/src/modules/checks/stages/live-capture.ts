import { livenessMessages } from '@vouch/contracts';
import type { FaceEngine } from '../../../adapters/faces/face-engine.js';
import { faceSimilarity } from '../../../adapters/faces/similarity.js';
import type { FileStorage } from '../../../adapters/storage/storage.js';
import type { LivenessSummary } from '../../liveness/index.js';
import { result, round3, type Stage } from '../stage.js';
import { REPLAY_SIMILARITY } from './faces.js';

export interface LiveCaptureDeps {
  engine: FaceEngine;
  storage: FileStorage;
  summary(sessionId: string): Promise<LivenessSummary | null>;
}

/**
 * Whether the selfie came from a passed live capture (issue 45): what the session's checker
 * decided, and, now that the document is here, that no frame is the document's own photo.
 */
export function liveCaptureStage(d: LiveCaptureDeps): Stage {
  return {
    name: 'live-capture',
    codes: () => ['live_capture'],
    async run(ctx) {
      const id = ctx.submission.liveness_session_id;
      if (!id) return [result('live_capture', 'not_run', livenessMessages.uploadedSelfie)];
      const s = await d.summary(id);
      if (!s || s.outcome !== 'passed')
        return [result('live_capture', 'failed', 'The live capture named did not pass')];
      const details = {
        session_id: s.id,
        checker: s.checker,
        challenge: s.challenge,
        movements: s.measured?.movements ?? null,
        frames: s.frames,
        antispoof_median: s.measured?.antispoof_median ?? null,
        liveness_median: s.measured?.liveness_median ?? null,
        same_person_min: s.measured?.same_person_min ?? null,
        elapsed_ms: s.measured?.elapsed_ms ?? null,
      };
      if (s.checker === 'sandbox')
        return [
          result(
            'live_capture',
            'passed',
            'Captured live (sandbox checker: a test)',
            null,
            details,
          ),
        ];

      const doc = ctx.images.document_front
        ? await d.engine.analyse(ctx.images.document_front)
        : null;
      const docFaces = (doc?.faces ?? []).flatMap((f) => (f.descriptor ? [f.descriptor] : []));
      let closest = 0;
      for (const key of s.frameKeys) {
        const bytes = docFaces.length > 0 ? await d.storage.get(key) : null;
        if (!bytes) continue;
        for (const f of (await d.engine.analyse(bytes)).faces)
          for (const k of docFaces)
            if (f.descriptor) closest = Math.max(closest, faceSimilarity(f.descriptor, k));
      }
      if (closest >= REPLAY_SIMILARITY)
        return [
          result(
            'live_capture',
            'failed',
            `A frame of the live capture is the document's own photo (${Math.round(closest * 100)}% similar)`,
            round3(closest),
            { ...details, document_replay: true },
          ),
        ];
      const moves = s.challenge.join(', ').replaceAll('_', ' ');
      return [result('live_capture', 'passed', `Captured live: ${moves}, in order`, null, details)];
    },
  };
}
