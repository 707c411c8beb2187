import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { Messenger, TextMessage } from './messenger.js';
import { maskNumber } from './text-message.js';

const LABEL = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/**
 * The sandbox (SMS_PROVIDER=sandbox, WHATSAPP_PROVIDER=sandbox): each message is kept in the dev
 * outbox beside the mail, shown at /dev/mailbox and by `npm run vouch -- outbox`. Unlike the mail
 * sandbox, the log line names neither the number nor the code (a one-time code in a log outlives
 * its purpose): it says where to read the message.
 */
export function createOutboxMessenger(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  mailboxUrl: string,
): Messenger {
  return {
    async send(m: TextMessage) {
      const id = randomUUID();
      await db
        .insertInto('dev_outbox')
        .values({
          id,
          channel: m.channel,
          to_address: m.to,
          // A text message has no subject and no HTML part; the columns are NOT NULL.
          subject: '',
          text_body: m.text,
          html_body: '',
          created_at: nowIso(),
        })
        .execute();
      log.info(`[dev outbox] ${LABEL[m.channel]} to ${maskNumber(m.to)} kept: see ${mailboxUrl}`);
      return { providerId: id };
    },
  };
}
