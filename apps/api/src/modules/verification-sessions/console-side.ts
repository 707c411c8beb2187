import type {
  BusinessEventType,
  ConsoleSessionDetail,
  WebhookDeliveryStatus,
} from '@vouch/contracts';
import type { SessionScope } from './business-side.js';
import type { SessionDeps } from './transition.js';

/**
 * The console's view of one session (issue 47): what the business heard about it (its events,
 * oldest first) and what the webhooks did with each (deliveries, newest first). The session itself
 * is the API's answer, so the claims show only while the member's consent stands.
 */
export function consoleSide(
  d: SessionDeps,
  get: (scope: SessionScope, id: string) => Promise<ConsoleSessionDetail['session']>,
) {
  return {
    async detail(scope: SessionScope, id: string): Promise<ConsoleSessionDetail> {
      const session = await get(scope, id);
      // Events name their session in their data (`id` or, for grants, `session_id`); a session id
      // is 22 random characters, so the quoted id matches no other event of the organisation.
      const events = await d.db
        .selectFrom('business_events')
        .select(['id', 'type', 'created_at'])
        .where('organisation_id', '=', scope.organisationId)
        .where('mode', '=', scope.mode)
        .where('data', 'like', `%"${id}"%`)
        .orderBy('created_at')
        .orderBy('id')
        .limit(200)
        .execute();
      const deliveries =
        events.length === 0
          ? []
          : await d.db
              .selectFrom('webhook_deliveries as dl')
              .innerJoin('webhook_endpoints as e', 'e.id', 'dl.endpoint_id')
              .select([
                'dl.id',
                'dl.event_id',
                'dl.event_type',
                'e.url',
                'dl.status',
                'dl.attempts',
                'dl.last_status_code',
                'dl.delivered_at',
                'dl.created_at',
              ])
              .where(
                'dl.event_id',
                'in',
                events.map((e) => e.id),
              )
              .orderBy('dl.created_at', 'desc')
              .orderBy('dl.id', 'desc')
              .execute();
      return {
        session,
        events: events.map((e) => ({
          id: e.id,
          type: e.type as BusinessEventType,
          at: e.created_at,
        })),
        deliveries: deliveries.map((r) => ({
          id: r.id,
          event_id: r.event_id,
          event_type: r.event_type as BusinessEventType,
          endpoint_url: r.url,
          status: r.status as WebhookDeliveryStatus,
          attempts: r.attempts,
          last_status_code: r.last_status_code,
          delivered_at: r.delivered_at,
          created_at: r.created_at,
        })),
      };
    },
  };
}
