import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SANCTIONS_LISTS } from '../src/config.js';
import { productionEnv } from './setup/test-app.js';

/**
 * `node server.ts` with NODE_ENV=production: one variable missing or pointing at a test double at
 * a time, the process exits with a message naming it, before it opens a port or touches the data.
 */
const server = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-prod-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function environment(env: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries({
      ...process.env,
      ...productionEnv,
      DATA_DIR: dataDir,
      PORT: '0',
      ...env,
    }).filter(([k, v]) => v !== undefined && !k.startsWith('VITEST') && k !== 'TEST_DB'),
  ) as Record<string, string>;
}

async function start(env: Record<string, string | undefined>) {
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
      env: environment(env),
      timeout: 30_000,
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('a production start refuses test doubles and missing secrets', () => {
  it('starts with real providers and every secret given', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: environment({}),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 45_000);
      const seen = (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Vouch is ready')) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
      child.on('exit', () => resolve(false));
    });
    child.kill('SIGTERM');
    expect(ready, out).toBe(true);
  }, 60_000);

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'sandbox' }, /PAYMENT_PROVIDER: the sandbox/],
    ['IDENTITY_PROVIDER', { IDENTITY_PROVIDER: 'sandbox' }, /IDENTITY_PROVIDER: the sandbox/],
    // Without a messaging provider set, SMS and WhatsApp fall back to their sandboxes.
    ['SMS_PROVIDER', { SMS_PROVIDER: undefined }, /SMS_PROVIDER: the sandbox keeps text messages/],
    [
      'WHATSAPP_PROVIDER',
      { WHATSAPP_PROVIDER: undefined },
      /WHATSAPP_PROVIDER: the sandbox keeps WhatsApp messages/,
    ],
    [
      'TERMII_API_KEY',
      { TERMII_API_KEY: undefined },
      /TERMII_API_KEY: required when SMS_PROVIDER=termii/,
    ],
    [
      'SMTP_URL',
      { SMTP_URL: undefined },
      /SMTP_URL: required when NODE_ENV=production \(the dev outbox/,
    ],
    [
      'SANCTIONS_LISTS',
      { CHECKS: 'on', SANCTIONS_LISTS: TEST_SANCTIONS_LISTS.join(',') },
      /SANCTIONS_LISTS: .* are fictional test lists/,
    ],
    ['AUDIT_KEY', { AUDIT_KEY: undefined }, /AUDIT_KEY: required when NODE_ENV=production/],
    ['MASTER_KEYS', { MASTER_KEYS: undefined }, /MASTER_KEYS: required when NODE_ENV=production/],
  ])(
    '%s',
    async (_name, env, message) => {
      const r = await start(env);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(message);
    },
    60_000,
  );

  // Issue 46: the operator fixes them all in one go, not one start at a time.
  it.each([
    [
      'missing and test-double settings together',
      {
        CREDENTIAL_SIGNING_KEYS: undefined,
        AUDIT_KEY: undefined,
        PAYMENT_PROVIDER: 'sandbox',
        IDENTITY_PROVIDER: 'sandbox',
        SMS_PROVIDER: undefined,
        WHATSAPP_PROVIDER: undefined,
        TRUST_PROXY: 'true',
        DEV_MAILBOX: 'on',
        WEBHOOKS_ALLOW_LOOPBACK: 'on',
        SUPPORT_PHONE: '0803 123 4567',
      },
      [
        /CREDENTIAL_SIGNING_KEYS: required when NODE_ENV=production/,
        /AUDIT_KEY: required when NODE_ENV=production/,
        /PAYMENT_PROVIDER: the sandbox/,
        /IDENTITY_PROVIDER: the sandbox/,
        /SMS_PROVIDER: the sandbox/,
        /WHATSAPP_PROVIDER: the sandbox/,
        /TRUST_PROXY: "true" would let any client/,
        /DEV_MAILBOX: the dev mailbox/,
        /WEBHOOKS_ALLOW_LOOPBACK: webhooks to loopback/,
        /SUPPORT_PHONE: give the number in international form/,
      ],
    ],
    [
      'unreadable values beside the rest',
      {
        CREDENTIAL_SIGNING_KEYS: 'nope',
        JWT_SECRET: 'short',
        PAYMENT_PROVIDER: 'sandbox',
        IDENTITY_PROVIDER: 'sandbox',
        TERMII_API_KEY: undefined,
        FLUTTERWAVE_WEBHOOK_HASH: undefined,
      },
      [
        /CREDENTIAL_SIGNING_KEYS: must be a JSON Web Key Set/,
        /JWT_SECRET: must be at least 32 characters/,
        /PAYMENT_PROVIDER: the sandbox/,
        /IDENTITY_PROVIDER: the sandbox/,
        /TERMII_API_KEY: required when SMS_PROVIDER=termii/,
      ],
    ],
  ])(
    'names every problem at once: %s',
    async (_name, env, messages) => {
      const r = await start(env);
      expect(r.code).toBe(1);
      for (const m of messages) expect(r.stderr).toMatch(m);
      // Each once: a value that cannot be read is not also called missing.
      const lines = r.stderr.split('\n').filter((l) => /^ {2}[A-Z_]+: /.test(l));
      expect(lines).toHaveLength(messages.length);
    },
    60_000,
  );
});
