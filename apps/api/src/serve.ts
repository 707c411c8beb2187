import { buildApp } from './app.js';
import type { Config } from './config.js';
import { imageCleaner } from './lib/image-cleaner.js';
import { limitImageThreads } from './lib/image-work.js';
import { serveMetrics } from './modules/operations/index.js';

const EXIT_WITHIN_MS = 9500;

/** Builds the app on a checked configuration and listens; closes on SIGINT and SIGTERM. */
export async function serve(config: Config) {
  limitImageThreads();
  // Ready before the first upload: spawning it mid-burst held the event loop for ~40 ms.
  imageCleaner.warm();
  const { app, metrics } = await buildApp({ config });
  // METRICS_PORT: /metrics on a port of its own, for a scraper on a private network (issue 35).
  if (config.metrics.port) {
    const server = await serveMetrics(metrics, { ...config.metrics, port: config.metrics.port });
    app.addHook('onClose', (_app, done) => void server.close(() => done()));
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      // Orchestrators wait about 10 s: running jobs get a few seconds, then are handed back.
      setTimeout(() => process.exit(1), EXIT_WITHIN_MS).unref();
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const outbox = `dev outbox (${config.appUrl}/dev/mailbox)`;
  const mailMode = config.smtpUrl ? 'SMTP' : outbox;
  const { sms, whatsapp } = config.messaging;
  const textMode = (provider: string) => (provider === 'sandbox' ? 'dev outbox' : provider);
  app.log.info(
    `Vouch is ready on ${config.appUrl} · database: ${config.database.kind} · mail: ${mailMode} · SMS: ${textMode(sms.provider)} · WhatsApp: ${textMode(whatsapp.provider)} · API docs: ${config.appUrl}/api/docs`,
  );
}
