import {
  listPage,
  webhookMessages,
  type ApiMode,
  type BusinessEvent,
  type BusinessEventType,
  type EventsPage,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import type {
  BusinessEventsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { orderedId } from '../../lib/ordered-id.js';
import { nowIso } from '../../lib/time.js';
import { prefixedId } from '../business/index.js';

export interface NewBusinessEvent {
  organisationId: string;
  mode: ApiMode;
  type: BusinessEventType;
  data: Record<string, unknown>;
}

const eventOf = (r: { id: string; type: string; created_at: string; data: string }) => ({
  id: r.id,
  type: r.type as BusinessEventType,
  timestamp: r.created_at,
  data: JSON.parse(r.data) as Record<string, unknown>,
});

/**
 * `evt_` and a UUID v7 in hex: events made in the same millisecond still sort in the order they
 * were made (the events list's order and cursor), in any collation.
 */
const newEventId = () => `evt_${orderedId().replace(/-/g, '')}`;

/** An opaque cursor: the last event of a page (its time and id). */
const cursorOf = (e: { created_at: string; id: string }) =>
  Buffer.from(JSON.stringify([e.created_at, e.id])).toString('base64url');
function parseCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      typeof v[1] === 'string' &&
      !Number.isNaN(Date.parse(v[0])) &&
      /^evt_[0-9a-f]{32}$/.test(v[1])
    )
      return [v[0], v[1]];
  } catch {
    // falls through to the refusal
  }
  throw new HttpError(400, webhookMessages.cursorInvalid, {
    cursor: webhookMessages.cursorInvalid,
  });
}

// The statements every event costs, compiled once (db/prepared.ts): a burst of events is the
// webhook benchmark's hot path (decision 0040).
const insertEvent = preparedQuery<BusinessEventsTable, never>((executor, param) =>
  executor.insertInto('business_events').values({
    id: param('id'),
    organisation_id: param('organisation_id'),
    mode: param('mode'),
    type: param('type'),
    data: param('data'),
    created_at: param('created_at'),
  }),
);
const enabledEndpoints = preparedQuery<
  { organisation_id: string; mode: ApiMode },
  Pick<WebhookEndpointsTable, 'id' | 'event_types'>
>((executor, param) =>
  executor
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('organisation_id', '=', param('organisation_id'))
    .where('mode', '=', param('mode'))
    .where('status', '=', 'enabled'),
);
const insertDelivery = preparedQuery<
  Pick<WebhookDeliveriesTable, 'id' | 'endpoint_id' | 'event_id' | 'event_type' | 'created_at'>,
  never
>((executor, param) =>
  executor.insertInto('webhook_deliveries').values({
    id: param('id'),
    endpoint_id: param('endpoint_id'),
    event_id: param('event_id'),
    event_type: param('event_type'),
    status: 'pending',
    attempts: 0,
    last_status_code: null,
    last_latency_ms: null,
    last_response: null,
    last_error: null,
    next_attempt_at: param('created_at'),
    created_at: param('created_at'),
    updated_at: param('created_at'),
    delivered_at: null,
  }),
);

/**
 * The one way anything tells a business something: a row written with the caller's transaction
 * (so it exists exactly when the change does) and, in that same transaction, one delivery job per
 * enabled endpoint of the organisation and mode that wants the type (decision 0040).
 */
export function businessEvents(d: { db: Db; jobs: Jobs }) {
  let kickSoon: NodeJS.Timeout | null = null;
  /** The deliveries of a new event: every matching endpoint, or only `endpointId`. */
  async function queueDeliveries(tx: Tx, e: NewBusinessEvent, id: string, endpointId?: string) {
    let endpoints = await enabledEndpoints.execute(tx, {
      organisation_id: e.organisationId,
      mode: e.mode,
    });
    if (endpointId) endpoints = endpoints.filter((ep) => ep.id === endpointId);
    const now = nowIso();
    let queued = 0;
    for (const ep of endpoints) {
      const types = JSON.parse(ep.event_types) as string[];
      if (types.length > 0 && !types.includes(e.type)) continue;
      const deliveryId = prefixedId('dlv');
      await insertDelivery.execute(tx, {
        id: deliveryId,
        endpoint_id: ep.id,
        event_id: id,
        event_type: e.type,
        created_at: now,
      });
      await d.jobs.send(tx, 'webhook-delivery', { deliveryId, attempt: 1 });
      queued += 1;
    }
    // The jobs become visible when the caller commits; look for them shortly after (the engine's
    // poll finds them anyway). One look for many events made together, not one each.
    if (queued > 0 && !kickSoon)
      kickSoon = setTimeout(() => {
        kickSoon = null;
        d.jobs.kick('webhook-delivery');
      }, 25).unref();
  }

  async function write(tx: Tx, e: NewBusinessEvent, endpointId?: string): Promise<BusinessEvent> {
    const event: BusinessEvent = {
      id: newEventId(),
      type: e.type,
      timestamp: nowIso(),
      data: e.data,
    };
    await insertEvent.execute(tx, {
      id: event.id,
      organisation_id: e.organisationId,
      mode: e.mode,
      type: e.type,
      data: JSON.stringify(e.data),
      created_at: event.timestamp,
    });
    await queueDeliveries(tx, e, event.id, endpointId);
    return event;
  }

  return {
    emit: (tx: Tx, e: NewBusinessEvent): Promise<BusinessEvent> => write(tx, e),

    /** A `webhook.test` event for one endpoint (the console's "Send test event"). */
    emitTo: (tx: Tx, e: NewBusinessEvent, endpointId: string): Promise<BusinessEvent> =>
      write(tx, e, endpointId),

    /** Events of one organisation and mode, oldest first (for tests). */
    async list(organisationId: string, mode: ApiMode): Promise<BusinessEvent[]> {
      const rows = await d.db
        .selectFrom('business_events')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .where('mode', '=', mode)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(eventOf);
    },

    /** `GET /events`: newest first, `limit` a page, `next_cursor` for the older ones. */
    async page(
      organisationId: string,
      mode: ApiMode,
      cursor: string | undefined,
      limit: number,
    ): Promise<EventsPage> {
      let q = d.db
        .selectFrom('business_events')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .where('mode', '=', mode);
      if (cursor) {
        const [at, id] = parseCursor(cursor);
        q = q.where((eb) =>
          eb.or([
            eb('created_at', '<', at),
            eb.and([eb('created_at', '=', at), eb('id', '<', id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      return listPage(rows, limit, eventOf, cursorOf);
    },
  };
}

export type BusinessEvents = ReturnType<typeof businessEvents>;
