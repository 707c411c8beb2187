import { sessionPaths, type SessionCustomer, type SessionPrefill } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
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
 * The business's prefill, asked for once, at the customer's press of "Continue with e-mail"
 * (never in the link's public answer: a chat app's preview or a forwarded link reads nothing).
 */
export async function fetchPrefill(sessionId: string): Promise<Partial<RegisterDraft>> {
  const res = await apiRequest<SessionPrefill>(
    `${sessionPaths.session}/${encodeURIComponent(sessionId)}/prefill`,
    { method: 'POST', body: {}, auth: false },
  );
  return res.ok && res.msg.prefill ? draftOf(res.msg.prefill) : {};
}
