import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { WebhookOutcome } from '../../db/schema.js';
import type { Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { isoAfter } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { webhookDelivery } from './delivery.js';
import { webhookEndpoints } from './endpoints.js';
import { businessEvents } from './events.js';
import type { Resolver } from '../../lib/guarded-fetch.js';

export interface WebhooksDeps {
  db: Db;
  jobs: Jobs;
  cipher: PiiCipher;
  columns: ColumnCipher;
  audit: AuditLog;
  appUrl: string;
  /** WEBHOOKS_ALLOW_LOOPBACK (never in production): loopback only, for tests and newcomers. */
  allowLoopback: boolean;
  /** WEBHOOKS_RETRY_SCHEDULE_MS (tests); the standard's schedule otherwise. */
  retryScheduleMs?: number[];
  timeoutMs?: number;
  /** WEBHOOKS_BATCH_WAIT_MS: how long a batch waits for its slowest receivers (2 s). */
  batchWaitMs?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  resolve?: Resolver;
  /** Each recorded attempt's outcome: success, http_error, timeout, network, refused, gone. */
  onAttempt?: (outcome: WebhookOutcome) => void;
}

/** Events, webhook endpoints and the delivery job (issue 33, decision 0040), made once. */
export function webhooksService(d: WebhooksDeps) {
  const events = businessEvents(d);
  return {
    events,
    endpoints: webhookEndpoints({ ...d, events }),
    deliver: webhookDelivery(d),

    /**
     * The retention purge's part (RETENTION_BUSINESS_EVENTS_DAYS): events older than `days`,
     * and with them their deliveries and attempts (cascade). Returns how many events went.
     */
    async purge(days: number, now = Date.now()): Promise<number> {
      const before = isoAfter(-days * 86_400_000, now);
      const r = await d.db
        .deleteFrom('business_events')
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
