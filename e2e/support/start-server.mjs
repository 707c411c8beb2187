// Starts the real server for the journeys: a fresh data folder each run, the dev outbox for mail.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// One folder per port: journeys run at once on different ports do not wipe each other's data.
const dataDir = path.join(here, `../.tmp/data-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });

// The compiled server, as production runs it (`npm run build` comes first in `npm test`).
const child = spawn(process.execPath, ['--conditions=vouch-compiled', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${process.env.PORT}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // Every journey registers from 127.0.0.1: more than the per-IP limits allow one address in an
    // hour. The limits themselves are tested by the API suite.
    RATE_LIMITS: 'off',
    // Journeys test paths, not load shedding (its 503 has API tests): on a loaded 2-core machine a
    // server loading its face models beside two browsers running theirs answered a sign-up 503.
    MAX_EVENT_LOOP_DELAY_MS: process.env.MAX_EVENT_LOOP_DELAY_MS ?? '0',
    // Webhook journeys deliver to a receiver they start on 127.0.0.1 (refused in production).
    WEBHOOKS_ALLOW_LOOPBACK: 'on',
    // Instant decisions (issue 34): every automatic approval gets a second look here, and the
    // fixture photos of person A (anti-spoofing 0.37-0.63) pass the liveness floor.
    AUTO_QA_RATE: process.env.AUTO_QA_RATE ?? '100%',
    LIVENESS_FLOOR: process.env.LIVENESS_FLOOR ?? '0.4',
    AUTO_LIVENESS_FLOOR: process.env.AUTO_LIVENESS_FLOOR ?? '0.4',
    // The Support and Contact pages show these channels (issue 17); '' turns one off.
    SUPPORT_PHONE: process.env.SUPPORT_PHONE ?? '+234 201 555 0100',
    SUPPORT_WHATSAPP: process.env.SUPPORT_WHATSAPP ?? '+234 803 123 4567',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
