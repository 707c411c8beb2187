import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'vouch-config-'));

describe('configuration', () => {
  it('defaults to port 3000, a SQLite file in DATA_DIR and generated secrets kept there', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'vouch.db') });
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(again.jwtSecret).equals(Buffer.from(c.jwtSecret))).toBe(true);
    expect(again.piiKey.equals(c.piiKey)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('BLIND_INDEX_KEY');
  });

  it('picks PostgreSQL for a postgres URL', () => {
    const c = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc', SMTP_URL: 'http://x' })).toThrow(
      /PORT[\s\S]*SMTP_URL: must start with smtp/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), PII_ENCRYPTION_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('requires the secrets, APP_URL and SMTP_URL in production', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PII_ENCRYPTION_KEY: 'a'.repeat(64),
        BLIND_INDEX_KEY: 'b'.repeat(64),
      }),
    ).toThrow(/APP_URL: required[\s\S]*SMTP_URL: required when NODE_ENV=production/);
    const ok = loadConfig({
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      APP_URL: 'https://vouch.example',
      SMTP_URL: 'smtp://mail.example:587',
      JWT_SECRET: 'x'.repeat(40),
      PII_ENCRYPTION_KEY: 'a'.repeat(64),
      BLIND_INDEX_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(ok.appUrl).toBe('https://vouch.example');
  });

  it('needs the Flutterwave keys when Flutterwave is the payment provider', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).payments.provider).toBe('sandbox');
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENT_PROVIDER: 'flutterwave' })).toThrow(
      /FLUTTERWAVE_PUBLIC_KEY: required[\s\S]*FLUTTERWAVE_SECRET_KEY[\s\S]*FLUTTERWAVE_WEBHOOK_HASH/,
    );
    const c = loadConfig({
      DATA_DIR: tmp(),
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-1',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1',
      FLUTTERWAVE_WEBHOOK_HASH: 'a-long-webhook-hash',
    });
    expect(c.payments).toMatchObject({
      provider: 'flutterwave',
      baseUrl: 'https://api.flutterwave.com',
    });
  });
});
