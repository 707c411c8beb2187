import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Mail, Mailer } from './mailer.js';

/**
 * Embedded mode: mail is kept in the dev_outbox table (readable with `npm run vouch -- outbox`
 * and at /dev/mailbox) and its action link is printed to the log, so a newcomer can follow it.
 */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail: Mail) {
      await db
        .insertInto('dev_outbox')
        .values({
          id: randomUUID(),
          channel: 'email',
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          created_at: nowIso(),
        })
        .execute();
      log.info(`[dev outbox] to ${mail.to}: "${mail.subject}"${mail.link ? ` ${mail.link}` : ''}`);
    },
  };
}
