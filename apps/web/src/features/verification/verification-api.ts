import {
  verificationMessages,
  verificationPaths,
  type CheckVerificationPayload,
  type LookupsOfMe,
  type VerificationResult,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/** `none`: the answer listed nobody (the screen says "not verified" itself, in the member's language). */
export type CheckOutcome =
  { ok: true; member: VerificationResult } | { ok: false; msg: string; none?: true };

/**
 * POST /verification/check-verification. Spec 7: msg.search is a list and the first item is used;
 * any failure (404 not verified, 400, 429) shows the server's msg (spec 8).
 */
export async function checkVerification(payload: CheckVerificationPayload): Promise<CheckOutcome> {
  const res = await apiRequest<{ search?: VerificationResult[] }>(verificationPaths.check, {
    body: payload,
  });
  if (!res.ok) return { ok: false, msg: res.msg };
  const member = res.msg?.search?.[0];
  return member
    ? { ok: true, member }
    : { ok: false, msg: verificationMessages.notVerified, none: true };
}

export const lookupsOfMeKey = ['lookups-of-me'] as const;

/** GET /verification/lookups-of-me: how often the member was looked up, and when. */
export async function fetchLookupsOfMe(): Promise<LookupsOfMe> {
  const res = await apiRequest<LookupsOfMe>(verificationPaths.lookupsOfMe);
  if (!res.ok) throw new Error(res.msg);
  return res.msg;
}
