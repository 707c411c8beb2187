import type { Locale } from '@vouch/contracts';
import type { Mail } from '../../adapters/mail/mailer.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import { localeOf } from '../../i18n/mail-text.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';

/** Builds a mail for a member from their (decrypted) address, first name and language (issue 51). */
export type MemberMail = (to: string, firstName: string, locale: Locale) => Mail;

/**
 * A mail to a member by id, queued sealed in the caller's transaction (the outbox): for modules
 * that react to the lifecycle and know the member only by id. A member gone meanwhile gets none.
 */
export function memberMailer(jobs: Pick<Jobs, 'send'>, columns: ColumnCipher) {
  return async (tx: Tx, memberId: string, mail: MemberMail): Promise<void> => {
    const row = await tx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'preferred_language'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!row) return;
    const u = columns.open('users', row.id, row);
    await jobs.send(
      tx,
      'mail',
      sealMail(columns, mail(u.email, u.first_name, localeOf(u.preferred_language))),
    );
  };
}
