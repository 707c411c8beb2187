import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import {
  parseCredentialKeys,
  type CredentialKeys,
  type CredentialSigningKey,
} from '../../config.js';

export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface IssuerKeys {
  /** The key that signs now (the first). */
  current(): { kid: string; sign(data: string): string };
  /** Every key still published: the current one and the older ones. */
  jwks(): { keys: PublicJwk[] };
  /** A published key by its id, or null. */
  verifierOf(kid: string): ((data: string, signature: string) => boolean) | null;
}

/**
 * ES256 with the signature as JWS wants it: raw R‖S (64 bytes), not the DER that Node's
 * `sign` gives by default (`dsaEncoding: 'ieee-p1363'`) — a DER signature verifies nowhere else.
 */
export function es256Sign(key: KeyObject, data: string): string {
  return sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }).toString(
    'base64url',
  );
}

export function es256Verify(key: KeyObject, data: string, signature: string): boolean {
  const sig = Buffer.from(signature, 'base64url');
  // A DER signature (70-72 bytes) is refused outright, not "helpfully" accepted.
  if (sig.length !== 64) return false;
  return verify('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }, sig);
}

interface Loaded {
  keys: CredentialSigningKey[];
  privates: Map<string, KeyObject>;
  publics: Map<string, KeyObject>;
}

function load(keys: CredentialSigningKey[]): Loaded {
  const privates = new Map<string, KeyObject>();
  const publics = new Map<string, KeyObject>();
  for (const k of keys) {
    const priv = createPrivateKey({ key: { ...k }, format: 'jwk' });
    privates.set(k.kid, priv);
    publics.set(k.kid, createPublicKey(priv));
  }
  return { keys, privates, publics };
}

/**
 * The issuer's keys (decision 0043). From the environment they are fixed for the process; from
 * the generated secrets.json they are read again when the file changes, so `rotate-credential-key`
 * takes effect on a running server without a restart.
 */
export function issuerKeys(config: CredentialKeys): IssuerKeys {
  let loaded = load(config.keys);
  let seen = config.file ? mtimeOf(config.file) : 0;
  const fresh = () => {
    if (!config.file) return loaded;
    const m = mtimeOf(config.file);
    if (m !== seen) {
      seen = m;
      try {
        const stored = JSON.parse(readFileSync(config.file, 'utf8')) as Record<string, string>;
        if (stored.CREDENTIAL_SIGNING_KEYS)
          loaded = load(parseCredentialKeys(stored.CREDENTIAL_SIGNING_KEYS));
      } catch {
        // A file half-written by the CLI: keep the keys we have and read it next time.
        seen = 0;
      }
    }
    return loaded;
  };
  return {
    current() {
      const l = fresh();
      const kid = l.keys[0]!.kid;
      const key = l.privates.get(kid)!;
      return { kid, sign: (data) => es256Sign(key, data) };
    },
    jwks() {
      return {
        keys: fresh().keys.map((k) => ({
          kty: 'EC',
          crv: 'P-256',
          x: k.x,
          y: k.y,
          kid: k.kid,
          alg: 'ES256',
          use: 'sig',
        })),
      };
    },
    verifierOf(kid) {
      const key = fresh().publics.get(kid);
      return key ? (data, signature) => es256Verify(key, data, signature) : null;
    },
  };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
