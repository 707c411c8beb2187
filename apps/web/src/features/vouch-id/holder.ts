import {
  CREDENTIAL_CONFIGURATION_ID,
  CREDENTIAL_REQUEST_OPEN_TYP,
  credentialMemberPaths,
  credentialPaths,
  credentialRequestPath,
  type CredentialOfferAnswer,
  type CredentialRequestObject,
} from '@vouch/contracts';
import { defineMessages } from '../../i18n';
import { apiRequest } from '../../lib/api';

/**
 * The member's browser as an OID4VCI wallet and SD-JWT holder (issue 36, decision 0043): a P-256
 * key made with WebCrypto that cannot be exported, kept in IndexedDB with the credential; the
 * pre-authorized code flow against our own endpoints; presentations with a key-binding JWT.
 */

const m = defineMessages({
  offerFailed: {
    id: 'vouchId.holder.offerFailed',
    defaultMessage: 'Vouch could not make an offer. Please try again.',
    description: 'Error: getting a Vouch ID (a credential) for this browser or a wallet app failed',
  },
  issueFailed: {
    id: 'vouchId.holder.issueFailed',
    defaultMessage: 'Vouch could not issue the credential. Please try again.',
    description: 'Error: the Vouch ID (a credential) could not be made',
  },
});

/** One of this module's own failures: the screen shows it in the member's language. */
export class HolderError extends Error {
  readonly text: (typeof m)[keyof typeof m];
  constructor(text: (typeof m)[keyof typeof m]) {
    super(text.defaultMessage);
    this.text = text;
  }
}

const DB_NAME = 'vouch-id';
const STORE = 'holder';
const KEY = 'current';

export interface StoredCredential {
  privateKey: CryptoKey;
  publicJwk: JsonWebKey;
  credential: string;
  storedAt: string;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB is not available'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  fn: (s: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = fn(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result as T);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

export const loadStored = () =>
  withStore<StoredCredential | undefined>('readonly', (s) => s.get(KEY));
export const forgetStored = () => withStore<undefined>('readwrite', (s) => s.delete(KEY));
const save = (v: StoredCredential) => withStore<IDBValidKey>('readwrite', (s) => s.put(v, KEY));

const enc = new TextEncoder();
const b64url = (bytes: ArrayBuffer | Uint8Array) => {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const b64json = (v: unknown) => b64url(enc.encode(JSON.stringify(v)));
export function fromB64url(part: string): string {
  const s = part.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(s + '='.repeat((4 - (s.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** A compact JWS signed by the holder's key (WebCrypto's ECDSA is raw R‖S, as JWS wants). */
async function signJws(key: CryptoKey, header: object, payload: object): Promise<string> {
  const input = `${b64json(header)}.${b64json(payload)}`;
  const sig = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, enc.encode(input));
  return `${input}.${b64url(sig)}`;
}

async function postForm(path: string, fields: Record<string, string>) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { ok: res.ok, body: (await res.json()) as Record<string, unknown> };
}

async function postJson(path: string, body: unknown, token?: string) {
  const res = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { ok: res.ok, body: (await res.json()) as Record<string, unknown> };
}

/** Asks for an offer (a wallet app's QR code, or this browser's own issuance). */
export async function requestOffer(): Promise<CredentialOfferAnswer> {
  const r = await apiRequest<CredentialOfferAnswer>(credentialMemberPaths.offers, { body: {} });
  if (!r.ok) throw r.msg ? new Error(r.msg) : new HolderError(m.offerFailed);
  return r.msg;
}

const failed = (body: Record<string, unknown>) =>
  typeof body.error_description === 'string'
    ? new Error(body.error_description)
    : new HolderError(m.issueFailed);

/** The whole pre-authorized flow from this browser, with a fresh non-extractable key. */
export async function keepInThisBrowser(): Promise<StoredCredential> {
  const offer = await requestOffer();
  const grant = offer.credential_offer.grants[
    'urn:ietf:params:oauth:grant-type:pre-authorized_code'
  ] as { 'pre-authorized_code': string };
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const full = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const publicJwk = { kty: full.kty, crv: full.crv, x: full.x, y: full.y };
  const token = await postForm(credentialPaths.token, {
    grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
    'pre-authorized_code': grant['pre-authorized_code'],
    tx_code: offer.tx_code,
  });
  if (!token.ok) throw failed(token.body);
  const nonce = await postJson(credentialPaths.nonce, {});
  if (!nonce.ok) throw failed(nonce.body);
  const proof = await signJws(
    keys.privateKey,
    { alg: 'ES256', typ: 'openid4vci-proof+jwt', jwk: publicJwk },
    {
      aud: offer.credential_offer.credential_issuer,
      iat: Math.floor(Date.now() / 1000),
      nonce: nonce.body.c_nonce,
    },
  );
  const issued = await postJson(
    credentialPaths.credential,
    { credential_configuration_id: CREDENTIAL_CONFIGURATION_ID, proofs: { jwt: [proof] } },
    token.body.access_token as string,
  );
  if (!issued.ok) throw failed(issued.body);
  const credential = (issued.body.credentials as { credential: string }[])[0]!.credential;
  const stored = {
    privateKey: keys.privateKey,
    publicJwk,
    credential,
    storedAt: new Date().toISOString(),
  };
  await save(stored);
  return stored;
}

export interface Disclosure {
  encoded: string;
  name: string;
  value: unknown;
}

/** The credential's disclosures (each claim the member may show) and its always-visible part. */
export function readCredential(credential: string) {
  const [jwt = '', ...rest] = credential.split('~');
  const payload = JSON.parse(fromB64url(jwt.split('.')[1] ?? '')) as {
    exp?: number;
    iat?: number;
    iss?: string;
  };
  const disclosures: Disclosure[] = rest
    .filter(Boolean)
    .map((encoded) => {
      const arr = JSON.parse(fromB64url(encoded)) as unknown[];
      return arr.length === 3 ? { encoded, name: String(arr[1]), value: arr[2] } : null;
    })
    .filter((d): d is Disclosure => d !== null);
  return { jwt, payload, disclosures };
}

/**
 * The verification link an audience names on this Vouch (`{origin}/verify/{id}`): its session
 * id, else null. Such an audience is answered only through the link's own request (issue 46).
 */
export function sessionOfAudience(aud: string): string | null {
  let url: URL;
  try {
    url = new URL(aud);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const m = /^\/verify\/([^/]+)$/.exec(url.pathname);
  return m ? decodeURIComponent(m[1]!) : null;
}

export const isSessionAudience = (aud: string) => sessionOfAudience(aud) !== null;

/**
 * Opens a verification link's request with this browser's key (issue 46, OpenID4VP's request
 * object): the server answers who asks, for what and why, and a nonce for this key alone.
 */
async function openSessionRequest(
  stored: StoredCredential,
  sessionId: string,
  aud: string,
): Promise<CredentialRequestObject> {
  const proof = await signJws(
    stored.privateKey,
    { alg: 'ES256', typ: CREDENTIAL_REQUEST_OPEN_TYP, jwk: stored.publicJwk },
    { aud, iat: Math.floor(Date.now() / 1000) },
  );
  const r = await apiRequest<CredentialRequestObject>(credentialRequestPath(sessionId), {
    body: { proof },
    auth: false,
  });
  if (!r.ok) throw new Error(r.msg || 'This link’s request could not be opened.');
  if (r.msg.audience !== aud) throw new Error('This link’s request is for another link.');
  return r.msg;
}

/**
 * A presentation (RFC 9901): the issuer's JWT, only the chosen disclosures, and a KB-JWT over the
 * business's nonce and audience with sd_hash of exactly what is shown.
 *
 * A verification link's audience is never signed with a nonce from outside (issue 46: a link
 * carrying a session's public nonce and audience relayed this browser's consent to a business it
 * never named). It is signed only on that link's own page, which shows who asks, for what and
 * why; the wallet then opens the link's request itself, signs over the nonce issued to its key
 * (the `nonce` given is ignored), and shows no more than the request asks for.
 */
export async function present(
  stored: StoredCredential,
  chosen: string[],
  nonce: string,
  aud: string,
): Promise<string> {
  const session = sessionOfAudience(aud);
  let kbNonce = nonce;
  let shownNames = chosen;
  if (session !== null) {
    if (window.location.pathname !== new URL(aud).pathname)
      throw new Error(
        'This is a business’s verification link: open the link itself to see who asks and share from there.',
      );
    const request = await openSessionRequest(stored, session, aud);
    kbNonce = request.nonce;
    shownNames = chosen.filter((c) => request.disclosures.includes(c));
  }
  const { jwt, disclosures } = readCredential(stored.credential);
  const shown = disclosures.filter((d) => shownNames.includes(d.name)).map((d) => d.encoded);
  const sdJwt = `${[jwt, ...shown].join('~')}~`;
  const sdHash = b64url(await crypto.subtle.digest('SHA-256', enc.encode(sdJwt)));
  const kb = await signJws(
    stored.privateKey,
    { alg: 'ES256', typ: 'kb+jwt' },
    { iat: Math.floor(Date.now() / 1000), aud, nonce: kbNonce, sd_hash: sdHash },
  );
  return `${sdJwt}${kb}`;
}
