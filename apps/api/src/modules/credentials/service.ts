import {
  CREDENTIAL_CONFIGURATION_ID,
  credentialPaths,
  disclosableClaimLabels,
  disclosableClaims,
  presentationFailures,
  type PresentationResult,
} from '@vouch/contracts';
import type { CredentialKeys } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { issuance, PRE_AUTHORIZED_GRANT } from './issuance.js';
import { decodePart } from './jwt.js';
import { issuerKeys } from './keys.js';
import { approvedPhoneProven } from './proven-phone.js';
import { setStatus, STATUS, STATUS_LIST_ID, statusListJwt } from './status-list.js';
import { sweepCredentialRows } from './sweep.js';
import { presentationVerifier } from './verify.js';

export interface CredentialsDeps {
  db: Db;
  lifecycle: Lifecycle;
  keys: CredentialKeys;
  appUrl: string;
}

const DESCRIPTION =
  'A Vouch-verified identity: the names, date of birth, contacts and checks Vouch approved. Its holder chooses what to show.';

/** The Vouch credential (issue 36, decision 0043): issuer metadata, issuance, status, verifying. */
export function credentialsService(d: CredentialsDeps) {
  const keys = issuerKeys(d.keys);
  const { appUrl } = d;
  const vct = `${appUrl}${credentialPaths.typeMetadata}`;
  const statusList = (id: number) => statusListJwt(d.db, keys, appUrl, id);
  const verifySigned = presentationVerifier({ keys, appUrl, statusList });

  /**
   * The credential row a presentation names: the status slot the issuer signed names it, so
   * nothing the holder wrote is trusted for whose it is (read after the signature was checked).
   */
  async function credentialOf(presentation: string) {
    const payload = decodePart(presentation.trim().split('~')[0]!.split('.')[1]);
    const idx = (payload?.status as { status_list?: { idx?: unknown } } | undefined)?.status_list
      ?.idx;
    if (typeof idx !== 'number') return undefined;
    return d.db
      .selectFrom('credentials')
      .select(['user_id', 'holder_thumbprint'])
      .where('status_list', '=', STATUS_LIST_ID)
      .where('status_idx', '=', idx)
      .executeTakeFirst();
  }

  /**
   * Every check of a presentation (the public page, the business API, a verification link): the
   * signed parts first, then, when it shows a phone number, that the holder still proves it
   * (issue 46): a credential signed while the number was theirs no longer stands for it once
   * another member proved it, or the member changed it.
   */
  async function verifyPresentation(input: {
    presentation: string;
    nonce: string;
    audience: string;
  }): Promise<PresentationResult> {
    const result = await verifySigned(input);
    if (!result.valid || result.claims.phone_number === undefined) return result;
    const row = await credentialOf(input.presentation);
    if (row && (await approvedPhoneProven(d.db, row.user_id))) return result;
    return {
      ...result,
      valid: false,
      reason: 'number_not_proven',
      message: presentationFailures.number_not_proven,
      claims: {},
    };
  }

  /**
   * A presentation answering one of our own requests (a verification session's link): the
   * verifier's answer and, when it is valid, the member whose credential it is and the
   * thumbprint of the key it is bound to (the key that must have opened the link's request).
   */
  async function presentedBy(input: { presentation: string; nonce: string; audience: string }) {
    const result = await verifyPresentation(input);
    if (!result.valid) return { result, holderId: null, holderThumbprint: null };
    const row = await credentialOf(input.presentation);
    return {
      result,
      holderId: row?.user_id ?? null,
      holderThumbprint: row?.holder_thumbprint ?? null,
    };
  }

  const claimsMetadata = disclosableClaims.map((c) => ({
    path: [c],
    display: [{ locale: 'en', name: disclosableClaimLabels[c] }],
  }));
  return {
    keys,
    ...issuance({ db: d.db, lifecycle: d.lifecycle, keys, appUrl }),
    statusList,
    verifyPresentation,
    presentedBy,
    /** The repeating sweep's share: expired offers, nonces and opened requests (issue 46). */
    sweep: (now?: string) => sweepCredentialRows(d.db, now),

    /** /.well-known/jwt-vc-issuer (SD-JWT VC section 5): the keys, old ones kept published. */
    jwtVcIssuer: () => ({ issuer: appUrl, jwks: keys.jwks() }),

    /** /.well-known/openid-credential-issuer (OID4VCI 1.0 section 12.2). */
    issuerMetadata: () => ({
      credential_issuer: appUrl,
      credential_endpoint: `${appUrl}${credentialPaths.credential}`,
      nonce_endpoint: `${appUrl}${credentialPaths.nonce}`,
      display: [{ name: 'Vouch', locale: 'en' }],
      credential_configurations_supported: {
        [CREDENTIAL_CONFIGURATION_ID]: {
          format: 'dc+sd-jwt',
          vct,
          cryptographic_binding_methods_supported: ['jwk'],
          credential_signing_alg_values_supported: ['ES256'],
          proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['ES256'] } },
          credential_metadata: {
            display: [{ name: 'Vouch ID', locale: 'en', description: DESCRIPTION }],
            claims: claimsMetadata,
          },
        },
      },
    }),

    /** /.well-known/oauth-authorization-server (RFC 8414): where a wallet finds the token endpoint. */
    authorizationServerMetadata: () => ({
      issuer: appUrl,
      token_endpoint: `${appUrl}${credentialPaths.token}`,
      grant_types_supported: [PRE_AUTHORIZED_GRANT],
      'pre-authorized_grant_anonymous_access_supported': true,
      response_types_supported: [],
    }),

    /** SD-JWT VC type metadata, served at the vct itself. */
    typeMetadata: () => ({
      vct,
      name: 'Vouch ID',
      description: DESCRIPTION,
      display: [{ locale: 'en', name: 'Vouch ID', description: DESCRIPTION }],
      claims: disclosableClaims.map((c) => ({
        path: [c],
        display: [{ locale: 'en', label: disclosableClaimLabels[c] }],
        sd: 'always',
      })),
    }),
  };
}

export type CredentialsService = ReturnType<typeof credentialsService>;

/**
 * What the lifecycle's changes mean for issued credentials (decision 0043), written with the
 * change's own transaction (decision 0038). Invalid is for good (a new credential can be
 * issued); suspended comes back to valid on reinstatement.
 */
export function credentialStatusChanges() {
  const at = () => new Date().toISOString();
  return {
    /** Revoked, closed, re-approved or a certified value changed: the old credentials end. */
    invalidate: (tx: Tx, userId: string) =>
      setStatus(tx, userId, [STATUS.valid, STATUS.suspended], STATUS.invalid, at()),
    suspend: (tx: Tx, userId: string) =>
      setStatus(tx, userId, [STATUS.valid], STATUS.suspended, at()),
    reinstate: (tx: Tx, userId: string) =>
      setStatus(tx, userId, [STATUS.suspended], STATUS.valid, at()),
  };
}

export type CredentialStatusChanges = ReturnType<typeof credentialStatusChanges>;
