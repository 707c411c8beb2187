import { createServer, type Server } from 'node:http';
import { readJson } from './read-json.js';

/** What a send to Termii carried, as the fake received it. */
export interface TermiiSend {
  api_key: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

const FIELDS = ['api_key', 'to', 'from', 'sms', 'type', 'channel'];

/** Why a body is not a send Termii documents (the fields and their forms), or null. */
function shapeProblem(b: Record<string, unknown>, senderId: string): string | null {
  const extra = Object.keys(b).filter((k) => !FIELDS.includes(k));
  if (extra.length > 0) return `unknown fields ${extra.join(', ')}`;
  if (typeof b.to !== 'string' || !/^[1-9]\d{9,14}$/.test(b.to))
    return 'to must be the number in international format, digits only (2348031234567)';
  if (b.from !== senderId) return 'Invalid Sender Id';
  if (typeof b.sms !== 'string' || b.sms.length === 0) return 'sms is required';
  if (b.type !== 'plain') return 'type must be plain';
  if (b.channel !== 'dnd' && b.channel !== 'generic') return 'channel must be dnd or generic';
  return null;
}

/**
 * A local stand-in for Termii's documented Messaging API, as far as we use it: POST
 * /api/sms/send with a JSON body carrying the API key. It checks the key and the body's shape as
 * Termii documents them, and answers as Termii does: 200 `{ code: "ok", message_id, message,
 * balance, user }`; 401 for a key it does not know; a 4xx for a request it will not process (its
 * documented status codes; the wording of each message is not documented, so ours); 5xx when
 * broken. Tests choose numbers it refuses, or break it.
 */
export async function startFakeTermii(apiKey: string, senderId: string) {
  const received: TermiiSend[] = [];
  const refused = new Set<string>();
  let mode: 'normal' | 'down' = 'normal';
  let sent = 0;
  const server: Server = createServer((req, res) => {
    const send = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/api/sms/send')
        return send(404, { message: 'Not Found' });
      if (!req.headers['content-type']?.startsWith('application/json'))
        return send(400, { message: 'The request must be JSON' });
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object') return send(400, { message: 'Malformed JSON' });
      if (body.api_key !== apiKey) return send(401, { message: 'Unauthorized' });
      received.push(body as unknown as TermiiSend);
      if (mode === 'down') return send(503, { message: 'Service Unavailable' });
      const problem = shapeProblem(body, senderId);
      if (problem) return send(400, { code: 400, message: problem });
      if (refused.has(body.to as string))
        return send(400, { code: 400, message: `Phone number ${String(body.to)} is invalid` });
      sent += 1;
      send(200, {
        code: 'ok',
        message_id: `3017${String(sent).padStart(15, '0')}`,
        message_id_str: `3017${String(sent).padStart(15, '0')}`,
        message: 'Successfully Sent',
        balance: 1000 - sent,
        user: 'Vouch Test',
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Every authenticated request, in order, whatever the answer. */
    received,
    /** Numbers (digits, as sent) Termii refuses. */
    refused,
    setMode(m: typeof mode) {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
