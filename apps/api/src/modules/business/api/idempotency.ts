import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionMessages } from '@vouch/contracts';
import type { Db } from '../../../db/database.js';
import { DAY, isoAfter, nowIso } from '../../../lib/time.js';
import { Problem } from './problems.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A business API create that honours `Idempotency-Key` (IETF draft-ietf-httpapi-idempotency-key-header). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key record this request holds (set while it runs). */
    idempotency: { organisationId: string; mode: string; key: string } | null;
  }
}

/** Keys live 24 hours, as the issue asks (Stripe's figure too). */
const KEY_LIFETIME_MS = DAY;
/** 1–255 visible ASCII characters: a UUID fits, and nothing that could smuggle a header. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` for the business API's creates, as the IETF draft says: the first request
 * with a key is run and its answer kept; the same key with the same request answers that first
 * answer again (`Idempotent-Replayed: true`); with another request 422; while the first still
 * runs 409. Keys are per organisation and mode, and live 24 hours. A route opts in with
 * `config: { idempotent: true }`; the key is optional (no key: no record).
 *
 * The record is claimed by an insert that does nothing on conflict, so two instances racing on
 * the same key cannot both run it. An answer of 5xx or 402 releases the key (the request may be
 * retried); every other answer, a refusal included, is kept.
 */
export function registerIdempotency(api: FastifyInstance, db: Db) {
  api.decorateRequest('idempotency', null);

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent || !request.apiKey) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!KEY_SHAPE.test(key))
      throw new Problem('invalid-request', sessionMessages.idempotencyKeyInvalid, {
        errors: { 'Idempotency-Key': sessionMessages.idempotencyKeyInvalid },
      });
    const { organisationId, mode } = request.apiKey;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url}\n${request.url}\n`)
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    const now = nowIso();
    // A key past its 24 hours is free again.
    await db
      .deleteFrom('idempotency_keys')
      .where('organisation_id', '=', organisationId)
      .where('mode', '=', mode)
      .where('idem_key', '=', key)
      .where('expires_at', '<=', now)
      .execute();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        organisation_id: organisationId,
        mode,
        idem_key: key,
        fingerprint,
        state: 'running',
        response_status: null,
        response_type: null,
        response_body: null,
        created_at: now,
        expires_at: isoAfter(KEY_LIFETIME_MS),
      })
      .onConflict((oc) => oc.columns(['organisation_id', 'mode', 'idem_key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
      request.idempotency = { organisationId, mode, key };
      return;
    }
    const held = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('mode', '=', mode)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    // Released between the insert and this read (a 5xx): the caller retries.
    if (!held || held.state === 'running' || held.response_status === null)
      throw new Problem('idempotency-key-in-use', sessionMessages.idempotencyRunning, {
        headers: [['retry-after', '1']],
      });
    if (held.fingerprint !== fingerprint)
      throw new Problem('idempotency-key-reused', sessionMessages.idempotencyMismatch);
    return reply
      .status(held.response_status)
      .header('idempotent-replayed', 'true')
      .type(held.response_type ?? 'application/json')
      .send(held.response_body ?? '');
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const where = db
      .updateTable('idempotency_keys')
      .where('organisation_id', '=', held.organisationId)
      .where('mode', '=', held.mode as 'test' | 'live')
      .where('idem_key', '=', held.key);
    // A 5xx may be retried; so may a 402 (the balance could not pay): once funds are added, the
    // same key must run the request, not answer the refusal again for a day.
    if (reply.statusCode >= 500 || reply.statusCode === 402) {
      await db
        .deleteFrom('idempotency_keys')
        .where('organisation_id', '=', held.organisationId)
        .where('mode', '=', held.mode as 'test' | 'live')
        .where('idem_key', '=', held.key)
        .execute();
      return payload;
    }
    await where
      .set({
        state: 'done',
        response_status: reply.statusCode,
        response_type: String(reply.getHeader('content-type') ?? 'application/json'),
        response_body: typeof payload === 'string' ? payload : JSON.stringify(payload ?? null),
      })
      .execute();
    return payload;
  });
}

/** Records past their 24 hours (a sweep may call it; a stale key is also freed on its next use). */
export async function purgeIdempotencyKeys(db: Db, now = nowIso()): Promise<number> {
  const r = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}
