import {
  API_PREFIX,
  credentialDisclosureOfClaim,
  credentialRequestMessages,
  returnUrlOf,
  sessionMessages,
  type CredentialRequest,
  type CredentialRequestObject,
  type HostedSession,
  type LivenessEvidence,
  type SessionClaim,
  type SessionClaims,
  type SessionOutcome,
} from '@vouch/contracts';
import type { Tx } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  openCredentialRequest,
  openedRequestOf,
  spendCredentialRequest,
} from '../credentials/index.js';
import type { SessionExpiry } from './expiry.js';
import { claimsOfRow, findSession, OPEN, type SessionDeps, type SessionRow } from './transition.js';

/**
 * What a Vouch ID must show to answer a session (null: it cannot) and the audience its KB-JWT
 * names: the session's own link, so a presentation made for one session answers no other. The
 * public page carries no nonce any more (issue 46: `nonce` is always ''): a wallet opens the
 * request with its key for a nonce of its own (credentialSide.openRequest).
 */
export function credentialRequestOf(appUrl: string, s: SessionRow): CredentialRequest | null {
  if (s.mode !== 'live') return null;
  const disclosures: string[] = [];
  for (const c of claimsOfRow(s.claims)) {
    const name = credentialDisclosureOfClaim[c];
    if (name === null) return null;
    if (name) disclosures.push(name);
  }
  return { nonce: '', audience: `${appUrl}/verify/${s.id}`, disclosures };
}

/** A session's claims from a valid presentation's disclosures (signed from the approved snapshot). */
function claimsFromCredential(
  requested: SessionClaim[],
  shown: Record<string, unknown>,
): SessionClaims | null {
  const values: SessionClaims = {};
  for (const c of requested) {
    if (c === 'verified') {
      values.verified = true;
      continue;
    }
    const name = credentialDisclosureOfClaim[c]!;
    const v = shown[name];
    // A business name is in a Vouch ID only when one was verified, a phone number only when the
    // member proved it (issue 46): absent is null, as on Allow.
    if (v === undefined && (c === 'business_name' || c === 'phone_number')) values[c] = null;
    else if (c === 'age_over_18') {
      const over = (v as Record<string, unknown> | undefined)?.['18'];
      if (typeof over !== 'boolean') return null;
      values[c] = over;
    } else if (typeof v === 'string') values[c] = v;
    else return null;
  }
  return values;
}

/** The member side's parts a Vouch ID answer shares with a sign-in's Allow. */
export interface MemberParts {
  hosted(id: string): Promise<HostedSession>;
  grantAndApprove(
    tx: Tx,
    s: SessionRow,
    memberId: string,
    values: SessionClaims | null,
    ip: string | null,
    method: 'sign_in' | 'credential',
    liveness: LivenessEvidence,
  ): Promise<SessionRow>;
}

/**
 * A link answered by the customer's Vouch ID instead of a sign-in (issue 36), the way OpenID4VP
 * has a wallet answer a verifier (issue 46): the wallet opens the link's request with its key
 * and gets who asks, for what and why, and a nonce for that key alone; it posts the presentation
 * itself. A presentation over any other nonce (the old public one, one the relayer's key opened,
 * another link's) or signed by another key answers nothing.
 */
export function credentialSide(d: SessionDeps, { current }: SessionExpiry, member: MemberParts) {
  const { db } = d;

  /** The session, when a Vouch ID can answer it now, and what it must show. */
  async function answerable(id: string) {
    const s = await current(id);
    if (!s) throw new HttpError(404, sessionMessages.notFound);
    if (s.mode !== 'live') throw new HttpError(409, sessionMessages.liveOnly);
    if (!OPEN.includes(s.status)) throw new HttpError(409, sessionMessages.notOpen);
    const request = credentialRequestOf(d.appUrl, s);
    if (!request) throw new HttpError(422, sessionMessages.credentialNotAccepted);
    return { s, request };
  }

  return {
    /** The request object for the key that signed `proof` (the hosted page's who, what, why). */
    async openRequest(id: string, proof: string): Promise<CredentialRequestObject> {
      const { request } = await answerable(id);
      const { nonce, expiresAt } = await openCredentialRequest(db, {
        sessionId: id,
        audience: request.audience,
        proof,
      });
      const page = await member.hosted(id);
      return {
        session_id: id,
        organisation: {
          name: page.organisation.name,
          website: page.organisation.website,
          verified: page.organisation.verified,
        },
        claims: page.claims,
        purpose: page.purpose,
        disclosures: request.disclosures,
        audience: request.audience,
        nonce,
        expires_at: expiresAt,
        response_uri: `${d.appUrl}${API_PREFIX}/verification-sessions/${id}/present`,
      };
    },

    /**
     * The presentation must answer a request opened on this link, be valid and standing, be
     * signed by the key that opened it, and show what the session asks; the member whose
     * credential it is grants exactly what it showed, and the request is spent with the grant.
     */
    async present(id: string, presentation: string, ip: string | null): Promise<SessionOutcome> {
      const { s, request } = await answerable(id);
      const opened = await openedRequestOf(db, id, presentation);
      if (!opened) throw new HttpError(422, credentialRequestMessages.notOpened);
      const { result, holderId, holderThumbprint } = await d.presentedBy({
        presentation,
        nonce: opened.nonce,
        audience: request.audience,
      });
      if (!result.valid)
        throw new HttpError(422, `${sessionMessages.credentialRefused}${result.message ?? ''}`);
      // Opened by one key, signed by another: someone else's nonce, not the holder's request.
      if (holderThumbprint !== opened.holderThumbprint)
        throw new HttpError(422, credentialRequestMessages.notOpened);
      const holder = holderId ? await d.approvedDetails(holderId) : null;
      if (!holderId || !holder || holder.documentsExpired)
        throw new HttpError(403, sessionMessages.credentialUnknown);
      if (s.member_id && s.member_id !== holderId)
        throw new HttpError(403, sessionMessages.otherMember);
      const values = claimsFromCredential(claimsOfRow(s.claims), result.claims);
      if (!values) throw new HttpError(422, sessionMessages.credentialMissingClaim);
      const done = await db.transaction().execute(async (tx) => {
        const again = (await findSession(tx, id))!;
        if (!OPEN.includes(again.status)) throw new HttpError(409, sessionMessages.notOpen);
        if (!(await spendCredentialRequest(tx, opened.nonceHash)))
          throw new HttpError(409, sessionMessages.notOpen);
        return member.grantAndApprove(
          tx,
          again,
          holderId,
          values,
          ip,
          'credential',
          holder.liveness,
        );
      });
      return { status: done.status, return_url: returnUrlOf(s.redirect_url, s.id) };
    },
  };
}
