import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  newCredentialKey,
  parseCredentialKeys,
  TEST_SANCTIONS_LISTS,
} from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'vouch-config-'));

describe('configuration', () => {
  it('defaults to port 3000, a SQLite file in DATA_DIR and generated secrets kept there', () => {
    const dir = path.join(tmp(), 'data');
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
    expect(again.auditKey.equals(c.auditKey)).toBe(true);
    expect(c.masterKeys.keys.size).toBe(1);
    expect(again.masterKeys.current).toBe(c.masterKeys.current);
    expect(c.masterKeys.file).toBe(file);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('reads MASTER_KEYS as id:key pairs, the first one current', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      MASTER_KEYS: `new:${'e'.repeat(64)}, old:${Buffer.alloc(32, 1).toString('base64')}`,
    });
    expect(c.masterKeys.current).toBe('new');
    expect([...c.masterKeys.keys.keys()]).toEqual(['new', 'old']);
    expect(c.masterKeys.file).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), MASTER_KEYS: 'k1:short' })).toThrow(
      /MASTER_KEYS: key "k1" must be 32 bytes/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), MASTER_KEYS: 'e'.repeat(64) })).toThrow(
      /MASTER_KEYS: each key is id:key/,
    );
  });

  it('adds a secret an older secrets file lacks (AUDIT_KEY) and keeps the others', () => {
    const dir = tmp();
    const file = path.join(dir, 'secrets.json');
    const old = {
      JWT_SECRET: 'j'.repeat(48),
      PII_ENCRYPTION_KEY: 'a'.repeat(64),
      BLIND_INDEX_KEY: 'b'.repeat(64),
    };
    writeFileSync(file, JSON.stringify(old));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.piiKey.toString('hex')).toBe(old.PII_ENCRYPTION_KEY);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(stored).toMatchObject(old);
    expect(stored.AUDIT_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(c.auditKey.toString('hex')).toBe(stored.AUDIT_KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('picks PostgreSQL for a postgres URL, with its timeouts', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u@h:5432/db',
      JWT_SECRET: 'x'.repeat(40),
      PII_ENCRYPTION_KEY: 'a'.repeat(64),
      BLIND_INDEX_KEY: 'b'.repeat(64),
      AUDIT_KEY: 'c'.repeat(64),
      MASTER_KEYS: `k1:${'d'.repeat(64)}`,
      DB_STATEMENT_TIMEOUT_MS: '8000',
    });
    expect(c.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      statementTimeoutMs: 8000,
      connectTimeoutMs: 5000,
    });
  });

  it('with PostgreSQL, generates no secrets: every instance must be given the same ones', () => {
    const dir = tmp();
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        DATABASE_URL: 'postgres://u@h:5432/db',
        JWT_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/PII_ENCRYPTION_KEY: required with a PostgreSQL DATABASE_URL: every instance/);
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc', SMTP_URL: 'http://x' })).toThrow(
      /PORT[\s\S]*SMTP_URL: must start with smtp/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), PII_ENCRYPTION_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('keeps the credential signing keys in secrets.json, or reads a JWK set from the environment', () => {
    const dir = tmp();
    const made = loadConfig({ DATA_DIR: dir });
    expect(made.credentialKeys.keys).toHaveLength(1);
    expect(made.credentialKeys.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(loadConfig({ DATA_DIR: dir }).credentialKeys.keys).toEqual(made.credentialKeys.keys);
    const set = JSON.stringify({ keys: [newCredentialKey(), newCredentialKey()] });
    expect(loadConfig({ DATA_DIR: tmp(), CREDENTIAL_SIGNING_KEYS: set }).credentialKeys).toEqual({
      keys: parseCredentialKeys(set),
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), CREDENTIAL_SIGNING_KEYS: 'nope' })).toThrow(
      /CREDENTIAL_SIGNING_KEYS: must be a JSON Web Key Set/,
    );
    const { d: _d, ...publicOnly } = newCredentialKey();
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        CREDENTIAL_SIGNING_KEYS: JSON.stringify({ keys: [publicOnly] }),
      }),
    ).toThrow(/key 1: must be a private P-256 key/);
  });

  describe('production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://vouch.example',
      SMTP_URL: 'smtp://mail.example:587',
      JWT_SECRET: 'x'.repeat(40),
      PII_ENCRYPTION_KEY: 'a'.repeat(64),
      BLIND_INDEX_KEY: Buffer.alloc(32, 7).toString('base64'),
      AUDIT_KEY: 'c'.repeat(64),
      MASTER_KEYS: `k1:${'d'.repeat(64)}`,
      CREDENTIAL_SIGNING_KEYS: JSON.stringify({ keys: [newCredentialKey()] }),
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-1',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK-1',
      FLUTTERWAVE_WEBHOOK_HASH: 'a-long-webhook-hash',
      IDENTITY_PROVIDER: 'dojah',
      DOJAH_APP_ID: 'app',
      DOJAH_SECRET_KEY: 'secret',
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'termii-key',
      TERMII_SENDER_ID: 'Vouch',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE: 'vouch_code',
      SANCTIONS_LISTS: '/srv/lists/sdn.csv,/srv/lists/targets.simple.csv',
    };
    const without = (key: keyof typeof production) => {
      const env: Record<string, string> = { ...production, DATA_DIR: tmp() };
      delete env[key];
      return env;
    };

    it('starts with real providers and given secrets, and writes no secrets file', () => {
      const dir = tmp();
      const ok = loadConfig({ ...production, DATA_DIR: dir });
      expect(ok.appUrl).toBe('https://vouch.example');
      expect(ok.payments.provider).toBe('flutterwave');
      expect(ok.identity.provider).toBe('dojah');
      expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    });

    it.each([
      ['JWT_SECRET', /JWT_SECRET: required when NODE_ENV=production/],
      ['PII_ENCRYPTION_KEY', /PII_ENCRYPTION_KEY: required when NODE_ENV=production/],
      ['BLIND_INDEX_KEY', /BLIND_INDEX_KEY: required when NODE_ENV=production/],
      ['AUDIT_KEY', /AUDIT_KEY: required when NODE_ENV=production/],
      ['MASTER_KEYS', /MASTER_KEYS: required when NODE_ENV=production/],
      ['APP_URL', /APP_URL: required when NODE_ENV=production/],
      ['CREDENTIAL_SIGNING_KEYS', /CREDENTIAL_SIGNING_KEYS: required when NODE_ENV=production/],
      ['SMTP_URL', /SMTP_URL: required when NODE_ENV=production \(the dev outbox/],
      ['PAYMENT_PROVIDER', /PAYMENT_PROVIDER: the sandbox marks any payment paid/],
      ['IDENTITY_PROVIDER', /IDENTITY_PROVIDER: the sandbox invents identity records/],
      ['SMS_PROVIDER', /SMS_PROVIDER: the sandbox keeps text messages in the dev outbox/],
      ['WHATSAPP_PROVIDER', /WHATSAPP_PROVIDER: the sandbox keeps WhatsApp messages/],
      ['TERMII_API_KEY', /TERMII_API_KEY: required when SMS_PROVIDER=termii/],
      ['WHATSAPP_ACCESS_TOKEN', /WHATSAPP_ACCESS_TOKEN: required when WHATSAPP_PROVIDER=cloud/],
      [
        'SANCTIONS_LISTS',
        /SANCTIONS_LISTS or SANCTIONS_LIST_URLS: required when NODE_ENV=production and CHECKS=on/,
      ],
    ] as const)('refuses to start without %s, naming it', (key, message) => {
      expect(() => loadConfig(without(key))).toThrow(ConfigError);
      expect(() => loadConfig(without(key))).toThrow(message);
    });

    it('with PostgreSQL, needs object storage: every instance must see every upload', () => {
      const env = { ...production, DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h:5432/db' };
      expect(() => loadConfig(env)).toThrow(/STORAGE: set STORAGE=s3/);
      const ok = loadConfig({
        ...env,
        STORAGE: 's3',
        S3_BUCKET: 'vouch',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      });
      expect(ok.storage.kind).toBe('s3');
    });

    it('refuses the sandbox even when asked for by name, and the fictional sanctions lists', () => {
      const dir = tmp();
      expect(() =>
        loadConfig({ ...production, DATA_DIR: dir, PAYMENT_PROVIDER: 'sandbox' }),
      ).toThrow(/PAYMENT_PROVIDER: the sandbox/);
      expect(() =>
        loadConfig({ ...production, DATA_DIR: dir, IDENTITY_PROVIDER: 'sandbox' }),
      ).toThrow(/IDENTITY_PROVIDER: the sandbox/);
      expect(() => loadConfig({ ...production, DATA_DIR: dir, SMS_PROVIDER: 'sandbox' })).toThrow(
        /SMS_PROVIDER: the sandbox/,
      );
      expect(() =>
        loadConfig({ ...production, DATA_DIR: dir, WHATSAPP_PROVIDER: 'sandbox' }),
      ).toThrow(/WHATSAPP_PROVIDER: the sandbox/);
      // Issue 45: the live check's test double passes any face; the real checker is the default.
      expect(() =>
        loadConfig({ ...production, DATA_DIR: dir, LIVENESS_CHECKER: 'sandbox' }),
      ).toThrow(/LIVENESS_CHECKER: the sandbox passes any single-face frames/);
      expect(loadConfig({ ...production, DATA_DIR: dir }).checks.livenessChecker).toBe('human');
      expect(() =>
        loadConfig({ ...production, DATA_DIR: dir, SANCTIONS_LISTS: TEST_SANCTIONS_LISTS[0]! }),
      ).toThrow(/SANCTIONS_LISTS: test-sdn.csv are fictional test lists/);
      // Without automated checks there is nothing to screen with.
      expect(loadConfig({ ...without('SANCTIONS_LISTS'), CHECKS: 'off' }).checks.enabled).toBe(
        false,
      );
    });
  });

  it('sends text messages to the dev outbox unless a provider is set, and checks its settings', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).messaging).toEqual({
      sms: { provider: 'sandbox' },
      whatsapp: { provider: 'sandbox' },
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), SMS_PROVIDER: 'termii' })).toThrow(
      /TERMII_API_KEY: required when SMS_PROVIDER=termii[\s\S]*TERMII_SENDER_ID: required/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        SMS_PROVIDER: 'termii',
        TERMII_API_KEY: 'k',
        TERMII_SENDER_ID: 'Vouch Nigeria Ltd',
      }),
    ).toThrow(/TERMII_SENDER_ID: must be Termii's alphanumeric sender ID/);
    expect(() => loadConfig({ DATA_DIR: tmp(), WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      /WHATSAPP_ACCESS_TOKEN: required[\s\S]*WHATSAPP_PHONE_NUMBER_ID: required[\s\S]*WHATSAPP_TEMPLATE: required/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), WHATSAPP_PHONE_NUMBER_ID: '+234 803 123 4567' }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID: must be the phone number's numeric id/);
    // Issue 51: the member languages with an approved template of their own.
    expect(() => loadConfig({ DATA_DIR: tmp(), WHATSAPP_TEMPLATE_LANGUAGES: 'yoruba' })).toThrow(
      /WHATSAPP_TEMPLATE_LANGUAGES: must be member languages and template language codes/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), WHATSAPP_TEMPLATE_LANGUAGES: 'ha:ha,fr:fr' }),
    ).toThrow(/WHATSAPP_TEMPLATE_LANGUAGES: "fr" is not a member language: use pcm, ha, yo, ig/);
    expect(() => loadConfig({ DATA_DIR: tmp(), WHATSAPP_TEMPLATE_LANGUAGES: 'yo:yo-NG' })).toThrow(
      /WHATSAPP_TEMPLATE_LANGUAGES: "yo-NG" \(for yo\) must be a template language code/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), MESSAGING_TIMEOUT_MS: '30000' })).toThrow(
      /MESSAGING_TIMEOUT_MS/,
    );
    const c = loadConfig({
      DATA_DIR: tmp(),
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'k',
      TERMII_SENDER_ID: 'Vouch',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE: 'vouch_code',
    });
    expect(c.messaging).toEqual({
      sms: {
        provider: 'termii',
        apiKey: 'k',
        senderId: 'Vouch',
        baseUrl: 'https://api.ng.termii.com',
        route: 'dnd',
        timeoutMs: 10_000,
      },
      whatsapp: {
        provider: 'cloud',
        accessToken: 't',
        phoneNumberId: '106540352242922',
        template: 'vouch_code',
        language: 'en',
        baseUrl: 'https://graph.facebook.com',
        apiVersion: 'v26.0',
        timeoutMs: 10_000,
      },
    });
    // Issue 51: Hausa and Yoruba members get their approved templates; the rest get English.
    const languages = loadConfig({
      DATA_DIR: tmp(),
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATE: 'vouch_code',
      WHATSAPP_TEMPLATE_LANGUAGES: 'ha:ha, yo:yo_NG',
    });
    expect(languages.messaging.whatsapp).toMatchObject({
      language: 'en',
      languages: { ha: 'ha', yo: 'yo_NG' },
    });
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

describe('lists published at a URL (issue 50)', () => {
  it('keeps each URL in a file named after its host and path, OFAC’s alt.csv beside sdn.csv and not a list', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vouch-config-'));
    const c = loadConfig({
      DATA_DIR: dir,
      SANCTIONS_LIST_URLS:
        'https://www.treasury.gov/ofac/downloads/sdn.csv,https://www.treasury.gov/ofac/downloads/alt.csv,https://data.opensanctions.org/datasets/latest/peps/targets.simple.csv?x=../../etc',
    });
    const files = c.checks.sanctionsDownloads.map((d) => path.relative(dir, d.file));
    expect(files).toEqual([
      'sanctions-lists/www.treasury.gov_ofac_downloads_sdn.csv',
      'sanctions-lists/www.treasury.gov_ofac_downloads_alt.csv',
      'sanctions-lists/data.opensanctions.org_datasets_latest_peps_targets.simple.csv',
    ]);
    expect(c.checks.sanctionsLists.map((f) => path.basename(f))).toEqual([
      'www.treasury.gov_ofac_downloads_sdn.csv',
      'data.opensanctions.org_datasets_latest_peps_targets.simple.csv',
    ]);
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        SANCTIONS_LIST_URLS: 'https://a.example/x/list.csv,https://a.example/x/list.csv',
      }),
    ).toThrow(/two URLs would be kept in one file/);
  });
});
