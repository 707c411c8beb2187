import type { SessionCustomer } from '@vouch/contracts';
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
