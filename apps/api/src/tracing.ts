/**
 * OpenTelemetry traces (issue 35), loaded before the app by `node --import` (npm run serve and
 * npm run worker do): with OTEL_EXPORTER_OTLP_ENDPOINT set, every HTTP request becomes a span with
 * Fastify's route and hook spans (@fastify/otel, Fastify's own instrumentation, registered as the
 * app is created), its PostgreSQL statements and its Redis commands as children, sent over OTLP/HTTP (the standard OTEL_* variables apply:
 * OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS…). Without it this file imports nothing and
 * nothing is traced: no cost. The app's log lines carry the trace id (app.ts).
 *
 * The API is ESM and imports pg and ioredis from ESM: the import-in-the-middle hook is registered
 * first so their instrumentations see those imports. Versions are pinned to one @opentelemetry line that
 * supports Node 20 (decision 0042).
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@fastify/otel'),
  ]);
  const untraced = /^\/(metrics|api\/v1\/health)\b/;
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'vouch',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Health checks and metrics scrapes would be most of the traces: not traced.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => untraced.test(req.url ?? ''),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => untraced.test(route.url),
      }),
      new PgInstrumentation(),
      // Commands only: no arguments (they hold rate-limit keys, which name IP addresses).
      new IORedisInstrumentation({ dbStatementSerializer: (cmd) => cmd }),
    ],
  });
  sdk.start();
  // Spans still buffered go out before the process ends.
  process.once('beforeExit', () => void sdk.shutdown());
}

export {};
