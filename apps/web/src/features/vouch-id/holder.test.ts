import { createHash, verify, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimValue } from './claim-value';
import {
  fromB64url,
  isSessionAudience,
  present,
  readCredential,
  type StoredCredential,
} from './holder';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const disclosure = (name: string, value: unknown) => b64(['salt-' + name, name, value]);

/** A credential's shape (the issuer's signature is not what is tested here). */
function credential() {
  const ds = [
    disclosure('given_name', 'Ada'),
    disclosure('family_name', 'Okafor'),
    disclosure('age_equal_or_over', { '18': true }),
  ];
  const sd = ds.map((d) => createHash('sha256').update(d).digest('base64url'));
  const jwt = `${b64({ alg: 'ES256', typ: 'dc+sd-jwt' })}.${b64({ iss: 'https://vouch.test', exp: 2_000_000_000, _sd: sd })}.c2ln`;
  return `${jwt}~${ds.join('~')}~`;
}

describe('the browser holder', () => {
  it('reads the disclosures of its credential', () => {
    const { payload, disclosures } = readCredential(credential());
    expect(payload.exp).toBe(2_000_000_000);
    expect(disclosures.map((d) => [d.name, d.value])).toEqual([
      ['given_name', 'Ada'],
      ['family_name', 'Okafor'],
      ['age_equal_or_over', { '18': true }],
    ]);
  });

  it('presents only the chosen claims, with a KB-JWT over nonce, aud and sd_hash, signed R‖S', async () => {
    const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const stored = {
      privateKey: keys.privateKey,
      publicJwk: {},
      credential: credential(),
      storedAt: '',
    } as unknown as StoredCredential;
    const vp = await present(
      stored,
      ['given_name', 'age_equal_or_over'],
      'nonce-123',
      'https://shop.example',
    );
    const parts = vp.split('~');
    expect(parts).toHaveLength(4);
    const shown = parts.slice(1, -1).map((d) => JSON.parse(fromB64url(d)) as unknown[]);
    expect(shown.map((d) => d[1])).toEqual(['given_name', 'age_equal_or_over']);
    const [h, p, sig] = parts[3]!.split('.');
    expect(JSON.parse(fromB64url(h!))).toEqual({ alg: 'ES256', typ: 'kb+jwt' });
    const kb = JSON.parse(fromB64url(p!)) as Record<string, unknown>;
    expect(kb).toMatchObject({ aud: 'https://shop.example', nonce: 'nonce-123' });
    const prefix = vp.slice(0, vp.lastIndexOf('~') + 1);
    expect(kb.sd_hash).toBe(createHash('sha256').update(prefix).digest('base64url'));
    const raw = Buffer.from(sig!, 'base64url');
    expect(raw).toHaveLength(64);
    const pub = await webcrypto.subtle.exportKey('jwk', keys.publicKey);
    expect(
      verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key: { ...pub }, format: 'jwk', dsaEncoding: 'ieee-p1363' },
        raw,
      ),
    ).toBe(true);
  });

  it('never signs a verification link’s audience with a nonce from outside, nor away from that link (issue 46)', async () => {
    const keys = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const stored = {
      privateKey: keys.privateKey,
      publicJwk: {},
      credential: credential(),
      storedAt: '',
    } as unknown as StoredCredential;
    // A /vouch-id link carrying a session's public nonce and audience: the relay of issue 46.
    const link = `${window.location.origin}/verify/vs_abc123`;
    await expect(present(stored, ['given_name'], 'public-nonce-1', link)).rejects.toThrow(
      /verification link/,
    );
    expect(isSessionAudience(link)).toBe(true);
    expect(isSessionAudience(`${window.location.origin}/verify-credential`)).toBe(false);
    expect(isSessionAudience('https://shop.example/verify/vs_abc123')).toBe(false);
  });

  it('shows claims as a person reads them', () => {
    expect(claimValue('age_equal_or_over', { '18': true })).toBe('Yes, 18 or over');
    expect(claimValue('nationalities', ['NG'])).toBe('Nigerian');
    expect(claimValue('birthdate', '1990-04-12')).toBe('12/04/1990');
    expect(claimValue('given_name', 'Ada')).toBe('Ada');
  });
});
