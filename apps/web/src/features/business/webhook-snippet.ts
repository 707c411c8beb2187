/** Verifying a Vouch webhook in Node with the Standard Webhooks library (quickstart, console). */
export const SECRET_PLACEHOLDER = 'whsec_…';

export function verifySnippet(secret = SECRET_PLACEHOLDER): string {
  return `// npm install standardwebhooks express
import express from 'express';
import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.VOUCH_WEBHOOK_SECRET); // ${secret}
const app = express();
app.post('/webhooks/vouch', express.text({ type: 'application/json' }), (req, res) => {
  try {
    const event = wh.verify(req.body, req.headers); // throws unless signed by Vouch
    // event.type, event.data; skip a webhook-id header you have seen (retries repeat it)
    res.sendStatus(204);
  } catch {
    res.sendStatus(400);
  }
});
app.listen(4000);`;
}
