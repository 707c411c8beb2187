import { listOutbox } from '../adapters/mail/outbox-mailer.js';
import type { Command } from './commands.js';

/** Prints the dev outbox (mail kept when no SMTP_URL is set), newest first. */
export const printOutbox: Command = {
  summary: 'Print the dev outbox (mail kept when SMTP_URL is not set)',
  help: [
    'Usage: npm run vouch -- outbox [--to EMAIL] [--limit N] [--json]',
    '',
    'Newest first. --json prints the raw records.',
  ].join('\n'),
  options: {
    to: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run({ db, values }) {
    const limit = Math.min(Math.max(Number(values.limit ?? 20) || 20, 1), 500);
    const mails = await listOutbox(db, { to: values.to as string | undefined, limit });
    if (values.json) {
      console.log(JSON.stringify(mails, null, 2));
      return 0;
    }
    if (mails.length === 0) {
      console.log('The dev outbox is empty.');
      return 0;
    }
    for (const m of mails) {
      console.log(`── ${m.created_at}  to ${m.to_address}\n   ${m.subject}\n`);
      console.log(m.text_body.replace(/^/gm, '   '));
      console.log('');
    }
    return 0;
  },
};
