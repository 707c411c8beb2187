import type { UserRow } from './repository.js';

/**
 * The first name a mail may greet the member with: only an account that proved its e-mail
 * address. Anyone can register anyone's address with any "first name" ("Your account is locked,
 * call …"); until the address's owner verifies it, the name is a stranger's words, and mail to
 * that address greets neutrally (issue 31).
 */
export function greetingNameOf(
  u: Pick<UserRow, 'first_name' | 'email_verified_at'>,
): string | null {
  return u.email_verified_at ? u.first_name : null;
}
