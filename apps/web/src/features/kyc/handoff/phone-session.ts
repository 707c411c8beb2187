import type { HandoffRedeemed } from '@vouch/contracts';
import { defineMessage } from '../../../i18n';
import type { Message } from '../../../i18n/messages';
import type { ApiResult } from '../../../lib/api';
import { redeemHandoff } from './handoff-api';

/**
 * The phone's capture credential lives in this tab's session storage only: a reload keeps the
 * photos going, closing the tab forgets it. The link itself works once, so it is taken out of the
 * address bar as soon as it is read.
 */
const KEY = 'vouch.captureHandoff';

export function storedSession(): HandoffRedeemed | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as HandoffRedeemed) : null;
    return s && Date.parse(s.expires_at) > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function forgetSession() {
  sessionStorage.removeItem(KEY);
}

/** One redemption per link even when React runs an effect twice (development's strict mode). */
const redemptions = new Map<string, Promise<ApiResult<HandoffRedeemed>>>();

/** A link opened without its secret: @vouch/contracts' handoffMessages.tokenRequired. */
export const linkIncomplete = defineMessage({
  id: 'capture.handoff.linkIncomplete',
  defaultMessage: 'This link is incomplete. Open the whole link, or scan the QR code again.',
});

/** Why the link cannot be used: the server's words, or ours. */
export type PhoneStart =
  { ok: true; session: HandoffRedeemed } | { ok: false; message: string | Message };

/** Reads the link's secret from the address (#token), redeems it, and keeps the credential. */
export async function startOnPhone(): Promise<PhoneStart> {
  const token = window.location.hash.replace(/^#/, '').trim();
  if (!token) {
    const kept = storedSession();
    return kept ? { ok: true, session: kept } : { ok: false, message: linkIncomplete };
  }
  window.history.replaceState(null, '', window.location.pathname);
  let pending = redemptions.get(token);
  if (!pending) {
    pending = redeemHandoff(token);
    redemptions.set(token, pending);
  }
  const res = await pending;
  if (!res.ok) return { ok: false, message: res.msg };
  sessionStorage.setItem(KEY, JSON.stringify(res.msg));
  return { ok: true, session: res.msg };
}
