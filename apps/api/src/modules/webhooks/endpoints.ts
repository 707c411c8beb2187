import {
  webhookMessages,
  type ApiMode,
  type BusinessEventType,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointPayload,
  type RollOverlap,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { WebhookEndpointsTable } from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { HttpError } from '../../lib/http-errors.js';
import { DAY, HOUR, isoAfter, nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { prefixedId } from '../business/index.js';
import type { BusinessEvents } from './events.js';
import { checkedAddress, RefusedUrl, type Resolver } from '../../lib/guarded-fetch.js';
import { newWebhookSecret } from './signing.js';

export interface EndpointsDeps {
  db: Db;
  jobs: Jobs;
  cipher: PiiCipher;
  audit: AuditLog;
  events: BusinessEvents;
  allowLoopback: boolean;
  resolve?: Resolver;
}

/** Who changed an endpoint: a member in the console, or an API key. */
export interface WebhookActor {
  userId: string | null;
  keyId?: string;
  ip: string | null;
}

const overlapMs: Record<RollOverlap, number> = { none: 0, '1h': HOUR, '24h': DAY, '7d': 7 * DAY };
const MAX_ENDPOINTS = 20;

function endpointOf(r: WebhookEndpointsTable): WebhookEndpoint {
  const rotating = r.previous_secret_expires_at && r.previous_secret_expires_at > nowIso();
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    mode: r.mode,
    event_types: JSON.parse(r.event_types) as BusinessEventType[],
    status: r.status,
    disabled_reason: r.disabled_reason,
    previous_secret_expires_at: rotating ? r.previous_secret_expires_at : null,
    created_at: r.created_at,
  };
}

const urlRefused = (message: string) => new HttpError(400, message, { url: message });

/**
 * Webhook endpoints of an organisation and mode (issue 33): created with a `whsec_` secret shown
 * once, listed, deleted, their secret rotated with an overlap, their deliveries listed and
 * resent, a test event sent. Callers check who may (the API key's organisation and mode, or the
 * member's role in the console).
 */
export function webhookEndpoints(d: EndpointsDeps) {
  /** Registration's check: the URL's form, https in live mode, and where its host points now. */
  async function checkUrl(raw: string, mode: ApiMode): Promise<string> {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw urlRefused(webhookMessages.urlInvalid);
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw urlRefused(webhookMessages.schemeOnly);
    if (mode === 'live' && u.protocol !== 'https:') throw urlRefused(webhookMessages.httpsOnly);
    if (u.username || u.password) throw urlRefused(webhookMessages.noCredentials);
    u.hash = '';
    try {
      await checkedAddress(u, { allowLoopback: d.allowLoopback, resolve: d.resolve });
    } catch (err) {
      if (err instanceof RefusedUrl) throw urlRefused(err.message);
      throw err;
    }
    return u.toString();
  }

  async function row(organisationId: string, id: string, mode?: ApiMode) {
    let q = d.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .where('organisation_id', '=', organisationId);
    if (mode) q = q.where('mode', '=', mode);
    const r = await q.executeTakeFirst();
    if (!r) throw new HttpError(404, webhookMessages.noSuchEndpoint);
    return r;
  }

  const audit = (
    executor: Db | Parameters<AuditLog['append']>[0],
    actor: WebhookActor,
    action: string,
    id: string,
    details: Record<string, string | number | boolean | null> = {},
  ) =>
    d.audit.append(executor, {
      actorId: actor.userId,
      ip: actor.ip,
      action,
      targetType: 'webhook_endpoint',
      targetId: id,
      details: { ...(actor.keyId ? { via: 'api', key_id: actor.keyId } : {}), ...details },
    });

  return {
    checkUrl,

    async create(
      organisationId: string,
      mode: ApiMode,
      body: CreateWebhookEndpointPayload,
      actor: WebhookActor,
    ): Promise<CreatedWebhookEndpoint> {
      const url = await checkUrl(body.url, mode);
      const count = await d.db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organisation_id', '=', organisationId)
        .where('mode', '=', mode)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_ENDPOINTS)
        throw new HttpError(400, `At most ${MAX_ENDPOINTS} endpoints per mode: delete one first.`, {
          url: `At most ${MAX_ENDPOINTS} endpoints per mode`,
        });
      const secret = newWebhookSecret();
      const now = nowIso();
      const r: WebhookEndpointsTable = {
        id: prefixedId('ep'),
        organisation_id: organisationId,
        mode,
        url,
        description: body.description ?? '',
        event_types: JSON.stringify([...new Set(body.event_types ?? [])]),
        secret: d.cipher.encrypt(secret),
        previous_secret: null,
        previous_secret_expires_at: null,
        status: 'enabled',
        disabled_reason: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      };
      await d.db.transaction().execute(async (tx) => {
        await tx.insertInto('webhook_endpoints').values(r).execute();
        await audit(tx, actor, 'business.webhook_endpoint_created', r.id, { mode });
      });
      return { ...endpointOf(r), secret };
    },

    async list(organisationId: string, mode?: ApiMode): Promise<WebhookEndpoint[]> {
      let q = d.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('organisation_id', '=', organisationId);
      if (mode) q = q.where('mode', '=', mode);
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(endpointOf);
    },

    async get(organisationId: string, id: string, mode?: ApiMode): Promise<WebhookEndpoint> {
      return endpointOf(await row(organisationId, id, mode));
    },

    async remove(organisationId: string, id: string, actor: WebhookActor, mode?: ApiMode) {
      const r = await row(organisationId, id, mode);
      await d.db.transaction().execute(async (tx) => {
        // Its deliveries go with it; their jobs find nothing and end.
        await tx.deleteFrom('webhook_endpoints').where('id', '=', r.id).execute();
        await audit(tx, actor, 'business.webhook_endpoint_deleted', r.id, { mode: r.mode });
      });
    },

    /** A new secret; the old one signs too (both signatures sent) until the overlap ends. */
    async rotate(
      organisationId: string,
      id: string,
      overlap: RollOverlap,
      actor: WebhookActor,
      mode?: ApiMode,
    ): Promise<CreatedWebhookEndpoint> {
      const r = await row(organisationId, id, mode);
      const secret = newWebhookSecret();
      const ms = overlapMs[overlap];
      const next: WebhookEndpointsTable = {
        ...r,
        secret: d.cipher.encrypt(secret),
        previous_secret: ms > 0 ? r.secret : null,
        previous_secret_expires_at: ms > 0 ? isoAfter(ms) : null,
        updated_at: nowIso(),
      };
      await d.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('webhook_endpoints')
          .set({
            secret: next.secret,
            previous_secret: next.previous_secret,
            previous_secret_expires_at: next.previous_secret_expires_at,
            updated_at: next.updated_at,
          })
          .where('id', '=', r.id)
          .execute();
        await audit(tx, actor, 'business.webhook_secret_rotated', r.id, { overlap });
      });
      return { ...endpointOf(next), secret };
    },

    /** Enabled again (after a 410 or 5 days of failures): new events reach it again. */
    async enable(organisationId: string, id: string, actor: WebhookActor) {
      const r = await row(organisationId, id);
      await d.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('webhook_endpoints')
          .set({
            status: 'enabled',
            disabled_reason: null,
            failing_since: null,
            updated_at: nowIso(),
          })
          .where('id', '=', r.id)
          .execute();
        await audit(tx, actor, 'business.webhook_endpoint_enabled', r.id);
      });
      return endpointOf({ ...r, status: 'enabled', disabled_reason: null });
    },

    /** The endpoint's deliveries, newest first (the console's table). */
    async deliveries(organisationId: string, id: string, limit = 50): Promise<WebhookDelivery[]> {
      await row(organisationId, id);
      const rows = await d.db
        .selectFrom('webhook_deliveries as dl')
        .leftJoin('business_events as ev', 'ev.id', 'dl.event_id')
        .selectAll('dl')
        .select(['ev.data as event_data', 'ev.created_at as event_at'])
        .where('dl.endpoint_id', '=', id)
        .orderBy('dl.created_at', 'desc')
        .orderBy('dl.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((x) => ({
        id: x.id,
        endpoint_id: x.endpoint_id,
        event_id: x.event_id,
        event_type: x.event_type as BusinessEventType,
        status: x.status,
        attempts: Number(x.attempts),
        last_status_code: x.last_status_code === null ? null : Number(x.last_status_code),
        last_latency_ms: x.last_latency_ms === null ? null : Number(x.last_latency_ms),
        last_response: x.last_response,
        last_error: x.last_error,
        // Exactly what delivery.ts signs and sends.
        payload:
          x.event_data === null
            ? null
            : JSON.stringify({
                type: x.event_type,
                timestamp: x.event_at,
                data: JSON.parse(x.event_data) as unknown,
              }),
        next_attempt_at: x.next_attempt_at,
        created_at: x.created_at,
        delivered_at: x.delivered_at,
      }));
    },

    /** Sends a delivery once more now, with the same webhook-id (its event's id). */
    async resend(
      organisationId: string,
      endpointId: string,
      deliveryId: string,
      actor: WebhookActor,
    ) {
      const ep = await row(organisationId, endpointId);
      if (ep.status !== 'enabled') throw new HttpError(409, webhookMessages.endpointDisabled);
      await d.db.transaction().execute(async (tx) => {
        const dl = await tx
          .selectFrom('webhook_deliveries')
          .select(['id', 'attempts', 'status'])
          .where('id', '=', deliveryId)
          .where('endpoint_id', '=', ep.id)
          .executeTakeFirst();
        if (!dl) throw new HttpError(404, webhookMessages.noSuchDelivery);
        const attempts = Number(dl.attempts);
        await tx
          .updateTable('webhook_deliveries')
          .set({ status: 'pending', next_attempt_at: nowIso(), updated_at: nowIso() })
          .where('id', '=', dl.id)
          .execute();
        await d.jobs.send(tx, 'webhook-delivery', { deliveryId: dl.id, attempt: attempts + 1 });
        await audit(tx, actor, 'business.webhook_resent', ep.id, { delivery_id: dl.id });
      });
      d.jobs.kick();
    },

    /** A `webhook.test` event, to this endpoint only (it is in the events list too). */
    async sendTest(organisationId: string, endpointId: string) {
      const ep = await row(organisationId, endpointId);
      if (ep.status !== 'enabled') throw new HttpError(409, webhookMessages.endpointDisabled);
      const event = await d.db.transaction().execute((tx) =>
        d.events.emitTo(
          tx,
          {
            organisationId,
            mode: ep.mode,
            type: 'webhook.test',
            data: { endpoint_id: ep.id, message: 'A test event from the Vouch console.' },
          },
          ep.id,
        ),
      );
      d.jobs.kick();
      return event;
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof webhookEndpoints>;
