import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { lowerCpuPriority } from './lib/cpu-priority.js';
import { limitImageThreads } from './lib/image-work.js';
import { serveMetrics } from './modules/operations/index.js';
import { createRuntime } from './runtime.js';

/** A stopping worker must be gone within this time (orchestrators' grace periods are ~10 s). */
const EXIT_WITHIN_MS = 9500;

/**
 * `npm run worker`: a process that runs jobs only (automated checks with their face models and
 * OCR, mail, reconciliation, sweeps) and serves no HTTP. Run as many as the checks need; the API
 * instances then run with WORKERS=off.
 *
 * Its memory is bounded (docs/decisions/0023): one submission's checks at a time (the checks
 * queue's concurrency), images of at most 2560 px a side, one libvips thread and no image cache,
 * and a V8 heap capped by --max-old-space-size in `npm run worker`.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { role: 'worker' } });
  limitImageThreads();
  // WORKER_NICE on a machine shared with an API instance: the API answers first and the checks
  // take what is left (off by default: a starved worker's stages would overrun their time).
  if (config.workerNice > 0 && !lowerCpuPriority(config.workerNice))
    log.warn("could not lower the worker's CPU priority");
  const rt = await createRuntime(config, log, { kind: 'worker' });
  // A worker serves no HTTP: its metrics are scraped on METRICS_PORT.
  const metricsServer = config.metrics.port
    ? await serveMetrics(rt.metrics, { ...config.metrics, port: config.metrics.port })
    : undefined;
  metricsServer?.unref();
  await rt.runJobs({ warm: true });
  await rt.jobs.start();
  log.info(`Vouch worker ready · database: ${config.database.kind}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${signal} received: taking no new jobs, handing back unfinished ones`);
      setTimeout(() => process.exit(1), EXIT_WITHIN_MS).unref();
      void rt.close(EXIT_WITHIN_MS - 2500).then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'worker did not close cleanly');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
