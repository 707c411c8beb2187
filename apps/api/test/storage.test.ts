import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycRecord } from '@vouch/contracts';
import { envKeyProvider } from '../src/adapters/keys/env-key-provider.js';
import { encryptedStorage } from '../src/adapters/storage/encrypted-storage.js';
import { localStorage } from '../src/adapters/storage/local-storage.js';
import { s3Storage } from '../src/adapters/storage/s3-storage.js';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let s3: S3rver;
let endpoint: string;
let dir: string;
const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** In front of s3rver (which ignores SSE headers): records each PUT's, to see what was asked. */
let proxy: http.Server;
let proxied: string;
const puts: { url: string; sse: string | undefined }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vouch-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const addr = await s3.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: creds,
  });
  await client.send(new CreateBucketCommand({ Bucket: 'vouch-test' }));
  const target = new URL(endpoint);
  proxy = http.createServer((req, res) => {
    if (req.method === 'PUT')
      puts.push({ url: req.url ?? '', sse: req.headers['x-amz-server-side-encryption'] as string });
    const up = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => proxy.close(r));
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('file storage adapters', () => {
  it('S3-compatible storage puts, gets and deletes', async () => {
    const store = s3Storage({
      bucket: 'vouch-test',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...creds,
    });
    await store.put('kyc/u1/a.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect((await store.get('kyc/u1/a.jpg'))?.toString()).toBe('bytes');
    await store.delete('kyc/u1/a.jpg');
    expect(await store.get('kyc/u1/a.jpg')).toBeNull();
  });

  it('encrypted S3 storage puts ciphertext, asks for server-side encryption, and reads it back', async () => {
    const s3c = {
      bucket: 'vouch-test',
      endpoint: proxied,
      region: 'us-east-1',
      forcePathStyle: true,
      ...creds,
    };
    const keys = envKeyProvider({ current: 'k1', keys: new Map([['k1', randomBytes(32)]]) });
    const store = encryptedStorage(s3Storage({ ...s3c, serverSideEncryption: 'AES256' }), keys);
    const secret = Buffer.from('a selfie, byte for byte: '.repeat(8));
    await store.put('kyc/u2/selfie.jpg', secret, 'image/jpeg');
    expect(puts.at(-1)).toEqual({
      url: expect.stringContaining('kyc/u2/selfie.jpg'),
      sse: 'AES256',
    });
    const raw = await s3Storage(s3c).get('kyc/u2/selfie.jpg');
    expect(raw!.subarray(0, 7).toString('latin1')).toBe('VCHENC\x01');
    expect(raw!.includes(Buffer.from('a selfie'))).toBe(false);
    expect((await store.get('kyc/u2/selfie.jpg'))!.equals(secret)).toBe(true);
    // Without SSE configured (a store that refuses it), no header is sent.
    await s3Storage(s3c).put('kyc/u2/plain.txt', Buffer.from('x'), 'text/plain');
    expect(puts.at(-1)!.sse).toBeUndefined();
  });

  it('local storage refuses keys that could leave its folder', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vouch-local-'));
    const store = localStorage(root);
    await expect(store.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /Invalid storage key/,
    );
    await store.put('kyc/u/b.jpg', Buffer.from('y'), 'image/jpeg');
    expect((await store.get('kyc/u/b.jpg'))?.toString()).toBe('y');
    expect(await store.get('kyc/u/missing.jpg')).toBeNull();
    rmSync(root, { recursive: true, force: true });
  });

  it('a KYC submission stored in S3 is read back through the authorised endpoint', async () => {
    const t: TestApp = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_BUCKET: 'vouch-test',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const m = await paidMember(t.app, t.db);
      expect(
        (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token)).code,
      ).toBe(200);
      const info = (
        (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
      ).info;
      const r = await t.app.inject({
        url: info.document_file.f,
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      await t.close();
    }
  });
});
