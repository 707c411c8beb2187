import { digest } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { expect } from 'vitest';
import type { CredentialOfferAnswer } from '@vouch/contracts';
import { post } from './members.js';

export interface Holder {
  privateKey: CryptoKey;
  jwk: JWK;
}

/** The issuer the test app runs as (APP_URL in createTestApp). */
const ISSUER = 'http://vouch.test';

/**
 * A wallet, as a holder's app would be: a key of its own, the OID4VCI pre-authorized flow from
 * the offer URI through the published metadata, and presentations made with @sd-jwt/sd-jwt-vc
 * (not our code) over a verifier's nonce and audience.
 */
export function holderWallet(app: () => FastifyInstance, defaultAud: string) {
  /** The app under test answers our own absolute URLs (APP_URL) by their path. */
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  async function fetchJson(url: string) {
    const r = await app().inject({ method: 'GET', url: path(url) });
    return { code: r.statusCode, headers: r.headers, body: r.json<Record<string, unknown>>() };
  }

  async function form(url: string, fields: Record<string, string>) {
    const r = await app().inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    return { code: r.statusCode, body: r.json<Record<string, unknown>>() };
  }

  async function postJson(url: string, body: unknown, token?: string) {
    const r = await app().inject({
      method: 'POST',
      url: path(url),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });
    return { code: r.statusCode, body: r.json<Record<string, unknown>>() };
  }

  async function newHolder(): Promise<Holder> {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    return { privateKey, jwk: await exportJWK(publicKey) };
  }

  /** A proof JWT as OID4VCI 1.0 asks: typ, the holder's jwk, aud the issuer, the c_nonce. */
  const proofJwt = (
    signer: Holder,
    nonce: string,
    opts: { aud?: string; headerJwk?: JWK; typ?: string } = {},
  ) =>
    new SignJWT({ nonce })
      .setProtectedHeader({
        alg: 'ES256',
        typ: opts.typ ?? 'openid4vci-proof+jwt',
        jwk: opts.headerJwk ?? signer.jwk,
      })
      .setAudience(opts.aud ?? ISSUER)
      .setIssuedAt()
      .sign(signer.privateKey);

  async function metadata() {
    const issuer = (await fetchJson('/.well-known/openid-credential-issuer')).body as {
      credential_endpoint: string;
      nonce_endpoint: string;
    };
    const as = (await fetchJson('/.well-known/oauth-authorization-server')).body as {
      token_endpoint: string;
    };
    return { ...issuer, token_endpoint: as.token_endpoint };
  }

  async function newOffer(token: string) {
    const r = await post(app(), '/credentials/offers', {}, token);
    expect(r.code).toBe(200);
    return r.body.msg as CredentialOfferAnswer;
  }

  const codeOf = (o: CredentialOfferAnswer) =>
    (
      o.credential_offer.grants['urn:ietf:params:oauth:grant-type:pre-authorized_code'] as {
        'pre-authorized_code': string;
      }
    )['pre-authorized_code'];

  /** The whole pre-authorized flow, as a wallet runs it from the offer URI. */
  async function issue(token: string, holder: Holder) {
    const offer = await newOffer(token);
    const fromUri = (await fetchJson(offer.credential_offer_uri)).body as {
      grants: Record<string, { 'pre-authorized_code': string }>;
    };
    const md = await metadata();
    const tok = await form(md.token_endpoint, {
      grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code',
      'pre-authorized_code':
        fromUri.grants['urn:ietf:params:oauth:grant-type:pre-authorized_code']![
          'pre-authorized_code'
        ],
      tx_code: offer.tx_code,
    });
    expect(tok.code).toBe(200);
    const nonce = (await postJson(md.nonce_endpoint, {})).body.c_nonce as string;
    const cred = await postJson(
      md.credential_endpoint,
      {
        credential_configuration_id: 'vouch_kyc_v1',
        proofs: { jwt: [await proofJwt(holder, nonce)] },
      },
      tok.body.access_token as string,
    );
    expect(cred.code, JSON.stringify(cred.body)).toBe(200);
    return (cred.body.credentials as { credential: string }[])[0]!.credential;
  }

  /** A presentation: the chosen disclosures and a KB-JWT over the verifier's nonce and aud. */
  async function present(
    credential: string,
    holder: Holder,
    choose: Record<string, boolean>,
    nonce: string,
    aud = defaultAud,
  ) {
    const sd = new SDJwtVcInstance({
      hasher: digest,
      kbSignAlg: 'ES256',
      // WebCrypto's ECDSA signature is already raw R‖S, as JWS wants.
      kbSigner: async (data) =>
        Buffer.from(
          await crypto.subtle.sign(
            { name: 'ECDSA', hash: 'SHA-256' },
            holder.privateKey,
            new TextEncoder().encode(data),
          ),
        ).toString('base64url'),
    });
    return sd.present(credential, choose, {
      kb: { payload: { iat: Math.floor(Date.now() / 1000), aud, nonce } },
    });
  }

  return {
    path,
    fetchJson,
    form,
    postJson,
    newHolder,
    proofJwt,
    metadata,
    newOffer,
    codeOf,
    issue,
    present,
  };
}
