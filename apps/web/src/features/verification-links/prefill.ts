import type { MouseEvent } from 'react';
import { sessionPaths, type SessionCustomer, type SessionPrefill } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { handOver } from '../../lib/hand-over';
import { paths } from '../../lib/paths';
import type { RegisterDraft } from '../auth';

/**
 * The business's prefill as the sign-up form's draft (issue 47): the customer's number goes in
 * as they would say it at home (+234 8030000099 → 08030000099); the form checks it as typed.
 */
export function draftOf(p: SessionCustomer): Partial<RegisterDraft> {
  const phone = p.phone_number?.startsWith('+234') ? `0${p.phone_number.slice(4)}` : p.phone_number;
  return {
    ...(p.first_name && { firstName: p.first_name }),
    ...(p.last_name && { lastName: p.last_name }),
    ...(p.email_address && { email: p.email_address }),
    ...(phone && { phoneNumber: phone }),
  };
}

/**
 * "Create a Vouch account" on a link: the prefill is asked for once, at the press (never in the
 * link's public answer), handed to the static sign-up page across the page load
 * (lib/hand-over.ts), and the link then goes where it points. Without one, the form is empty.
 */
export async function signUpWithPrefill(e: MouseEvent<HTMLAnchorElement>, sessionId: string) {
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  const href = e.currentTarget.href;
  const res = await apiRequest<SessionPrefill>(
    `${sessionPaths.session}/${encodeURIComponent(sessionId)}/prefill`,
    { method: 'POST', body: {}, auth: false },
  );
  if (res.ok && res.msg.prefill) handOver(paths.register, { draft: draftOf(res.msg.prefill) });
  window.location.assign(href);
}
