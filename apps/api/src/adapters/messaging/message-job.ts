import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/database.js';
import type { JobInfo, Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import {
  MessageRefusedError,
  type MessageChannel,
  type Messenger,
  type TextMessage,
} from './messenger.js';
import { openMessage, sealMessage, type SealedMessage } from './sealed-message.js';
import { checkedMessage, maskNumber } from './text-message.js';

/**
 * How the rest of the app sends a text message: writes its job with `executor`. Pass the
 * transaction of the change that causes the message (a one-time code stored): the message exists
 * exactly when the change commits, and goes within a poll (JOBS_POLL_MS) after; `jobs.kick()`
 * after the commit sends it at once. Throws InvalidMessageError (text-message.ts) for a number or
 * code it cannot send, before anything is written.
 */
export type SendMessage = (executor: Db | Tx, m: TextMessage) => Promise<void>;

export function messageSender(jobs: Pick<Jobs, 'send'>, columns: ColumnCipher): SendMessage {
  return async (executor, m) => {
    // The number and the code are secrets: the job's data is sealed like mail's (decision 0013).
    await jobs.send(executor, 'message', sealMessage(columns, checkedMessage(m)));
  };
}

export interface DeliveryDeps {
  messengers: Record<MessageChannel, Messenger>;
  columns: ColumnCipher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * The message queue's work: open the job, hand the message to its channel's messenger. A refusal
 * for good (an invalid number) ends the job, logged; anything else is thrown, and the job is tried
 * again on the queue's policy (jobs/queues.ts). Logs name the channel and a masked number, never
 * the text or the code.
 */
export function deliverMessage(d: DeliveryDeps) {
  return async (data: SealedMessage, job: JobInfo) => {
    const m = openMessage(d.columns, data);
    const about = { channel: m.channel, to: maskNumber(m.to), jobId: job.id, attempt: job.attempt };
    if (m.expiresAt && Date.parse(m.expiresAt) <= Date.now()) {
      d.log.warn(about, 'message expired before it could be sent: dropped');
      return;
    }
    try {
      const receipt = await d.messengers[m.channel].send(m);
      d.log.info({ ...about, providerId: receipt.providerId }, 'message sent');
    } catch (err) {
      if (!(err instanceof MessageRefusedError)) throw err;
      d.log.warn({ ...about, reason: err.message }, 'message refused by the provider: not retried');
    }
  };
}
