import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import { poolUsage, type Db } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';

/**
 * What this process counts for Prometheus (issue 35, decision 0042). Everything that records goes
 * through this object, created once per process by the runtime and handed to what records:
 * `runtime.metrics`. With metrics off (no METRICS_TOKEN, no METRICS_PORT) every method is a no-op
 * and nothing is collected.
 *
 * Series (all prefixed vouch_ except prom-client's own process_* and nodejs_* ones):
 *   http_request_duration_seconds{route,method,status}     histogram (its _count: requests)
 *   db_pool_connections{state="in_use"|"idle"|"waiting"}    gauge (PostgreSQL; 0 on SQLite)
 *   jobs_waiting / jobs_running / jobs_failed {queue}       gauges, from the database
 *   jobs_oldest_due_seconds{queue}                          gauge: the oldest due job's wait
 *   job_failures_total{queue}                               counter: attempts that threw here
 *   checks_stage_duration_seconds{stage}                    histogram
 *   mail_total{outcome="sent"|"failed"}                     counter
 *   business_api_requests_total{key,mode,status}            counter
 *   webhook_deliveries_total{outcome}                       counter (webhooks call it)
 *   nodejs_eventloop_lag_*, process_resident_memory_bytes, nodejs_heap_*  (prom-client defaults)
 */
export interface Metrics {
  readonly enabled: boolean;
  request(route: string, method: string, status: number, seconds: number): void;
  mail(outcome: 'sent' | 'failed'): void;
  jobFailed(queue: string): void;
  checkStage(stage: string, seconds: number): void;
  businessCall(keyId: string, mode: string, status: number): void;
  /**
   * One webhook delivery attempt's outcome ('delivered', 'failed', 'retrying', 'refused'…): the
   * hook for the webhooks module (issue 33), which calls `runtime.metrics.webhookDelivery()`.
   */
  webhookDelivery(outcome: string): void;
  /** The exposition text (empty when off). */
  scrape(): Promise<string>;
  readonly contentType: string;
}

const noop: Metrics = {
  enabled: false,
  request: () => undefined,
  mail: () => undefined,
  jobFailed: () => undefined,
  checkStage: () => undefined,
  businessCall: () => undefined,
  webhookDelivery: () => undefined,
  scrape: () => Promise.resolve(''),
  contentType: 'text/plain',
};

export interface MetricSources {
  db: Db;
  jobs: Pick<Jobs, 'stats'>;
}

export function createMetrics(enabled: boolean, sources: MetricSources): Metrics {
  if (!enabled) return noop;
  // A registry per process (tests build several apps in one): prom-client's global one is unused.
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const on = { registers: [registry] };
  const http = new client.Histogram({
    name: 'vouch_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ...on,
  });
  const mail = new client.Counter({
    name: 'vouch_mail_total',
    help: 'E-mails handed to the mail server (sent) or refused by it (failed), by this process',
    labelNames: ['outcome'] as const,
    ...on,
  });
  const jobFailures = new client.Counter({
    name: 'vouch_job_failures_total',
    help: 'Job attempts that threw in this process, by queue (each is retried until its last)',
    labelNames: ['queue'] as const,
    ...on,
  });
  const stages = new client.Histogram({
    name: 'vouch_checks_stage_duration_seconds',
    help: 'Automated check stages, by stage',
    labelNames: ['stage'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40],
    ...on,
  });
  const business = new client.Counter({
    name: 'vouch_business_api_requests_total',
    help: 'Business API requests made with a key, by key id, mode and status',
    labelNames: ['key', 'mode', 'status'] as const,
    ...on,
  });
  const webhooks = new client.Counter({
    name: 'vouch_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome',
    labelNames: ['outcome'] as const,
    ...on,
  });
  new client.Gauge({
    name: 'vouch_db_pool_connections',
    help: 'PostgreSQL pool connections: in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    ...on,
    collect() {
      const u = poolUsage(sources.db) ?? { inUse: 0, idle: 0, waiting: 0 };
      this.set({ state: 'in_use' }, u.inUse);
      this.set({ state: 'idle' }, u.idle);
      this.set({ state: 'waiting' }, u.waiting);
    },
  });
  // The queues are read from the database once per scrape, for every gauge below.
  let stats: ReturnType<Jobs['stats']> | undefined;
  const queueStats = () => (stats ??= sources.jobs.stats().finally(() => (stats = undefined)));
  const queueGauge = (
    name: string,
    help: string,
    value: (s: Awaited<ReturnType<Jobs['stats']>>[number]) => number | null,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      ...on,
      async collect() {
        for (const s of await queueStats()) {
          const v = value(s);
          if (v !== null) this.set({ queue: s.queue }, v);
          else this.remove({ queue: s.queue });
        }
      },
    });
  queueGauge(
    'vouch_jobs_waiting',
    'Jobs queued (due or waiting for a retry), by queue',
    (s) => s.waiting,
  );
  queueGauge('vouch_jobs_running', 'Jobs being run by some process, by queue', (s) => s.running);
  queueGauge(
    'vouch_jobs_failed',
    'Jobs kept as failed after their last attempt, by queue',
    (s) => s.failed,
  );
  queueGauge(
    'vouch_jobs_oldest_due_seconds',
    'How long the oldest due job of each queue has waited to be taken (absent: none due)',
    (s) => s.oldestDueSeconds,
  );
  return {
    enabled: true,
    request: (route, method, status, seconds) =>
      http.observe({ route, method, status: String(status) }, seconds),
    mail: (outcome) => mail.inc({ outcome }),
    jobFailed: (queue) => jobFailures.inc({ queue }),
    checkStage: (stage, seconds) => stages.observe({ stage }, seconds),
    businessCall: (key, mode, status) => business.inc({ key, mode, status: String(status) }),
    webhookDelivery: (outcome) => webhooks.inc({ outcome }),
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

/** Whether `header` is `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer (\S+)$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * METRICS_PORT: /metrics on a port of its own (bound to METRICS_HOST, loopback by default), for a
 * scraper on a private network; the token, when also set, is asked for there too. A worker, which
 * serves no HTTP otherwise, is watched this way.
 */
export async function serveMetrics(
  metrics: Metrics,
  opts: { port: number; host: string; token?: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (opts.token && !bearerMatches(req.headers.authorization, opts.token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return server;
}
