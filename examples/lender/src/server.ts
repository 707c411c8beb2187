import { createLender } from './app.js';

/**
 * `npm start -w examples/lender`: VOUCH_API_KEY (a key with the sessions scope),
 * VOUCH_URL (http://localhost:3000 by default), VOUCH_WEBHOOK_SECRET (`npx vouch listen
 * --print-secret` while developing), PORT (4000). Add http://localhost:4000 to the
 * organisation's redirect origins.
 */
const port = Number(process.env.PORT ?? 4000);
const apiKey = process.env.VOUCH_API_KEY ?? '';
if (!apiKey) {
  console.error('Set VOUCH_API_KEY to a Vouch secret key (console → API keys).');
  process.exit(1);
}
createLender({
  vouchUrl: process.env.VOUCH_URL ?? 'http://localhost:3000',
  apiKey,
  webhookSecret: process.env.VOUCH_WEBHOOK_SECRET ?? '',
}).listen(port, () => console.log(`Kobo Loans on http://localhost:${port}`));
