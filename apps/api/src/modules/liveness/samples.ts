import { randomUUID } from 'node:crypto';
import type { LivenessSamplePayload, LivenessSampleSaved } from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import { cleanImage, decodeDataUrl } from '../../lib/uploads.js';
import type { AuditLog } from '../audit/index.js';

/** Where genuine recordings are kept (encrypted, like every stored file). */
export const SAMPLES_PREFIX = 'liveness-samples/';

/**
 * Genuine recordings for `npm run eval:liveness` (issue 45): an operator records a person who
 * agreed, on the staff screen; the frames are cleaned like any upload and kept as one JSON file,
 * never judged and never linked to a member. `npm run vouch -- liveness-samples --out <dir>`
 * writes them where the evaluation reads them (LIVENESS_GENUINE_DIR).
 */
export function livenessSamples(d: { db: Db; storage: FileStorage; audit: AuditLog }) {
  async function count(): Promise<number> {
    let n = 0;
    for await (const o of d.storage.list(SAMPLES_PREFIX)) if (o.key.endsWith('.json')) n += 1;
    return n;
  }

  return {
    count,

    async save(
      staffId: string,
      p: LivenessSamplePayload,
      ip: string,
    ): Promise<LivenessSampleSaved> {
      const frames = [];
      for (const [i, f] of [...p.frames].sort((a, b) => a.at - b.at).entries()) {
        const clean = await cleanImage(decodeDataUrl(f.image, `frames.${i}.image`), `frames.${i}`);
        frames.push({
          at: f.at,
          image: `data:image/jpeg;base64,${clean.bytes.toString('base64')}`,
        });
      }
      const id = randomUUID();
      const sample = { challenge: p.challenge, elapsed_ms: p.elapsed_ms, frames };
      await d.storage.put(
        `${SAMPLES_PREFIX}${id}.json`,
        Buffer.from(JSON.stringify(sample)),
        'application/json',
      );
      await d.audit.append(d.db, {
        actorId: staffId,
        action: 'liveness.sample_recorded',
        targetType: 'liveness_sample',
        targetId: id,
        ip,
        details: { frames: frames.length, consent: true },
      });
      return { id, count: await count() };
    },

    /** Every recording, as the evaluation reads them: { challenge, elapsed_ms, frames }. */
    async *all(): AsyncGenerator<{ id: string; json: string }> {
      for await (const o of d.storage.list(SAMPLES_PREFIX)) {
        if (!o.key.endsWith('.json')) continue;
        const bytes = await d.storage.get(o.key);
        if (bytes)
          yield { id: o.key.slice(SAMPLES_PREFIX.length, -5), json: bytes.toString('utf8') };
      }
    },
  };
}

export type LivenessSamples = ReturnType<typeof livenessSamples>;
