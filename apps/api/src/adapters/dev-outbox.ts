import type { Db } from '../db/database.js';
import type { OutboxChannel } from '../db/schema.js';
import { toE164 } from './messaging/text-message.js';

/**
 * What the dev outbox kept (mail from the dev mailer, SMS and WhatsApp from the sandbox
 * messengers), as /dev/mailbox, /api/v1/dev/outbox and `vouch outbox --json` show it. `to` and
 * `text` name the recipient and the text for every channel; `to_address`, `text_body` and
 * `html_body` are the columns' own names, which readers from before messaging use.
 */
export interface OutboxRecord {
  id: string;
  channel: OutboxChannel;
  /** An e-mail address, or a number in E.164 (+234…). */
  to: string;
  /** Empty for SMS and WhatsApp. */
  subject: string;
  text: string;
  created_at: string;
  to_address: string;
  text_body: string;
  html_body: string;
}

/** An e-mail address as stored (lower case), or a number in any form members type, as E.164. */
function recipient(to: string): string {
  const v = to.trim();
  return v.includes('@') ? v.toLowerCase() : (toE164(v) ?? v);
}

/** Newest first; `to` an e-mail address or a phone number, `channel` one kind only. */
export async function listOutbox(
  db: Db,
  opts: { to?: string; channel?: OutboxChannel; limit?: number } = {},
): Promise<OutboxRecord[]> {
  let q = db.selectFrom('dev_outbox').selectAll();
  if (opts.to) q = q.where('to_address', '=', recipient(opts.to));
  if (opts.channel) q = q.where('channel', '=', opts.channel);
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit ?? 50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    created_at: r.created_at,
    to_address: r.to_address,
    text_body: r.text_body,
    html_body: r.html_body,
  }));
}
