import { listOutbox } from '../adapters/dev-outbox.js';
import type { OutboxChannel } from '../db/schema.js';
import type { Command } from './command.js';

const CHANNELS: OutboxChannel[] = ['email', 'sms', 'whatsapp'];
const LABEL = { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/**
 * Prints the dev outbox, newest first: mail kept when no SMTP_URL is set, and the SMS and
 * WhatsApp messages of the sandbox messengers.
 */
export const printOutbox: Command = {
  summary: 'Print the dev outbox (mail, SMS and WhatsApp kept by the sandboxes)',
  help: [
    'Usage: npm run vouch -- outbox [--to EMAIL|NUMBER] [--channel email|sms|whatsapp] [--limit N] [--json]',
    '',
    'Newest first. --to takes an e-mail address or a phone number in any form (0803…, +234…).',
    '--json prints the records: channel, to, subject, text, created_at (and the columns',
    'to_address, text_body, html_body).',
  ].join('\n'),
  options: {
    to: { type: 'string' },
    channel: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run({ db, values, stdout, stderr }) {
    const limit = Math.min(Math.max(Number(values.limit ?? 20) || 20, 1), 500);
    const channel = values.channel as OutboxChannel | undefined;
    if (channel !== undefined && !CHANNELS.includes(channel)) {
      stderr(`--channel must be one of ${CHANNELS.join(', ')}`);
      return 2;
    }
    const records = await listOutbox(db, { to: values.to as string | undefined, channel, limit });
    if (values.json) {
      stdout(JSON.stringify(records, null, 2));
      return 0;
    }
    if (records.length === 0) {
      stdout('The dev outbox is empty.');
      return 0;
    }
    for (const m of records) {
      const title = m.channel === 'email' ? m.subject : LABEL[m.channel];
      stdout(`── ${m.created_at}  ${LABEL[m.channel]} to ${m.to}\n   ${title}\n`);
      stdout(m.text.replace(/^/gm, '   '));
      stdout('');
    }
    return 0;
  },
};
