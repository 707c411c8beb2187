import type { CheckCode } from '@vouch/contracts';
import type {
  DetectedFace,
  FaceAnalysis,
  FaceEngine,
} from '../../../adapters/faces/face-engine.js';
import { faceSimilarity } from '../../../adapters/faces/similarity.js';
import { result, round3, type Stage, type StageResult } from '../stage.js';

export interface FaceStageDeps {
  engine: FaceEngine;
  matchThreshold: number;
  duplicateThreshold: number;
  /** LIVENESS_FLOOR: the anti-spoofing and liveness models' scores below which the check fails. */
  livenessFloor: number;
  /** Other members' stored selfie descriptions (decrypted), for the duplicate-face search. */
  othersDescriptors(
    userId: string,
  ): Promise<{ submissionId: string; userId: string; descriptor: number[] }[]>;
  saveDescriptor(submissionId: string, userId: string, descriptor: number[]): Promise<void>;
}

/**
 * A selfie this close to the identity provider's portrait is that picture itself (re-encoded,
 * cropped), not a new photo: two photos of one face score about 0.7-0.8, the same picture 1.0.
 */
export const REPLAY_SIMILARITY = 0.95;

/** The most confident face; documents may show a second, ghost portrait. */
const best = (a: FaceAnalysis | null) =>
  a?.faces.reduce<DetectedFace | null>((m, f) => (!m || f.score > m.score ? f : m), null) ?? null;

function matchResult(
  code: CheckCode,
  selfie: DetectedFace | null,
  other: DetectedFace | null,
  what: string,
  threshold: number,
): StageResult {
  if (!selfie?.descriptor)
    return result(code, 'not_run', 'No single face in the selfie to compare');
  if (!other?.descriptor) return result(code, 'not_run', `No face found on ${what}`);
  const score = round3(faceSimilarity(selfie.descriptor, other.descriptor));
  const pct = Math.round(score * 100);
  return score >= threshold
    ? result(code, 'passed', `Selfie matches ${what} (${pct}% similar)`, score, { threshold })
    : result(code, 'failed', `Selfie does not match ${what} (${pct}% similar)`, score, {
        threshold,
      });
}

/**
 * One analysis per image serves every face check: one face in the selfie, a face on the document,
 * selfie vs document portrait and vs the identity-lookup photo, the liveness evidence, and the
 * nearest other member's selfie.
 */
export function faceStage(d: FaceStageDeps): Stage {
  return {
    name: 'faces',
    codes(ctx) {
      const codes: CheckCode[] = [
        'selfie_one_face',
        'document_face',
        'face_match_document',
        'liveness_evidence',
        'duplicate_face',
      ];
      if (ctx.images.lookup_portrait) codes.push('face_match_lookup');
      return codes;
    },
    async run(ctx) {
      const analyse = async (img: Buffer | undefined) => (img ? d.engine.analyse(img) : null);
      const selfieA = await analyse(ctx.images.selfie);
      const docA = await analyse(ctx.images.document_front);
      const lookupA = await analyse(ctx.images.lookup_portrait);
      const out: StageResult[] = [];

      // Counted down to small faces (1/15 of the width, on tiles): a group selfie whose other
      // people stand far behind has only one face big enough for the whole-image detector.
      const count =
        selfieA && ctx.images.selfie
          ? (await d.engine.countFaces(ctx.images.selfie, selfieA)).boxes.length
          : 0;
      const selfie = count === 1 && selfieA!.faces.length === 1 ? selfieA!.faces[0]! : null;
      if (!selfieA) out.push(result('selfie_one_face', 'not_run', 'No selfie in this submission'));
      else if (selfie)
        out.push(
          result('selfie_one_face', 'passed', 'One face in the selfie', round3(selfie!.score)),
        );
      else
        out.push(
          result(
            'selfie_one_face',
            'failed',
            count === 0
              ? 'No face found in the selfie'
              : count === 1
                ? 'The face in the selfie is too small to examine'
                : `${count} faces in the selfie`,
            null,
            { faces: count },
          ),
        );

      const docFace = best(docA);
      if (!docA) out.push(result('document_face', 'not_run', 'No document image'));
      else if (docFace)
        out.push(
          result('document_face', 'passed', 'A face is on the document', round3(docFace.score), {
            faces: docA.faces.length,
          }),
        );
      else out.push(result('document_face', 'failed', 'No face found on the document'));

      out.push(
        matchResult('face_match_document', selfie, docFace, 'the document photo', d.matchThreshold),
      );
      if (ctx.images.lookup_portrait) {
        const m = matchResult(
          'face_match_lookup',
          selfie,
          best(lookupA),
          'the identity-lookup photo',
          d.matchThreshold,
        );
        // The provider's own photo sent back as the selfie proves nothing: a replay never passes.
        out.push(
          m.score !== null && m.score >= REPLAY_SIMILARITY
            ? result(
                'face_match_lookup',
                'failed',
                `The selfie is the identity-lookup photo itself, not a new photo (${Math.round(m.score * 100)}% similar): a replay`,
                m.score,
                { ...m.details, replay: true, replay_similarity: REPLAY_SIMILARITY },
              )
            : m,
        );
      }

      if (!selfie) {
        out.push(result('liveness_evidence', 'not_run', 'No single face in the selfie'));
      } else {
        const real = selfie.real === null ? null : round3(selfie.real);
        const live = selfie.live === null ? null : round3(selfie.live);
        const low = [real, live].some((v) => v !== null && v < d.livenessFloor);
        const pct = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v * 100)}%`);
        out.push(
          result(
            'liveness_evidence',
            low ? 'failed' : 'passed',
            `Anti-spoofing ${pct(real)}, liveness ${pct(live)}. A submitted photo alone proves no liveness.`,
            real !== null && live !== null ? round3(Math.min(real, live)) : (real ?? live),
            { antispoof: real, liveness: live, floor: d.livenessFloor, evidence_only: true },
          ),
        );
      }

      if (!selfie?.descriptor) {
        out.push(result('duplicate_face', 'not_run', 'No single face in the selfie to search for'));
      } else {
        const s = ctx.submission;
        await d.saveDescriptor(s.id, s.user_id, selfie.descriptor);
        const others = await d.othersDescriptors(s.user_id);
        const scored = others
          .map((o) => ({
            ...o,
            similarity: round3(faceSimilarity(selfie.descriptor!, o.descriptor)),
          }))
          .sort((a, b) => b.similarity - a.similarity);
        const hits = scored.filter((o) => o.similarity >= d.duplicateThreshold);
        const nearest = scored[0]?.similarity ?? null;
        out.push(
          hits.length > 0
            ? result(
                'duplicate_face',
                'failed',
                `Same face as ${hits.length === 1 ? 'another member' : `${hits.length} other members`} (${Math.round(hits[0]!.similarity * 100)}% similar)`,
                hits[0]!.similarity,
                {
                  matches: hits.slice(0, 5).map((h) => ({
                    member_uuid: h.userId,
                    submission_id: h.submissionId,
                    similarity: h.similarity,
                  })),
                  threshold: d.duplicateThreshold,
                  compared: others.length,
                },
              )
            : result(
                'duplicate_face',
                'passed',
                `No other member's selfie matches (${others.length} compared)`,
                nearest,
                { threshold: d.duplicateThreshold, compared: others.length },
              ),
        );
      }
      return out;
    },
  };
}
