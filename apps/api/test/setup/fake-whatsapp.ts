import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readJson } from './read-json.js';

export interface FakeWhatsAppSetup {
  accessToken: string;
  apiVersion: string;
  phoneNumberId: string;
  template: string;
  language: string;
}

/** A Graph API error answer, as Meta's Cloud API documents it. */
const graphError = (code: number, message: string, details: string) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

/** The one text parameter of a component, if that is all it has. */
function onlyText(component: unknown): string | null {
  const p = (component as { parameters?: unknown[] } | undefined)?.parameters;
  if (!Array.isArray(p) || p.length !== 1) return null;
  const [x] = p as { type?: unknown; text?: unknown }[];
  return x?.type === 'text' && typeof x.text === 'string' ? x.text : null;
}

/**
 * Why a body is not an authentication template send as Meta documents it (the code as the body's
 * parameter and as the copy-code button's), or null.
 */
function shapeProblem(b: Record<string, unknown>, s: FakeWhatsAppSetup): string | null {
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof b.to !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(b.to)) return 'to is not a number';
  if (b.type !== 'template') return 'type must be template';
  const t = b.template as
    { name?: unknown; language?: { code?: unknown }; components?: unknown[] } | undefined;
  if (t?.name !== s.template) return `template name does not exist in the translation`;
  if (t.language?.code !== s.language) return 'template language does not exist';
  const c = t.components ?? [];
  const body = c.find((x) => (x as { type?: unknown }).type === 'body');
  const button = c.find((x) => (x as { type?: unknown }).type === 'button') as
    { sub_type?: unknown; index?: unknown } | undefined;
  if (c.length !== 2 || !body || !button) return 'expected a body and a button component';
  if (button.sub_type !== 'url' || String(button.index) !== '0')
    return 'the copy-code button is sub_type url, index 0';
  const code = onlyText(body);
  if (!code || code.length > 15)
    return 'body: one text parameter, the code (15 characters at most)';
  if (onlyText(button) !== code) return 'button: one text parameter, the same code as the body';
  return null;
}

/**
 * A local stand-in for Meta's WhatsApp Business Cloud API, as far as we use it: POST
 * /{version}/{phone number id}/messages with the access token as a bearer token, sending an
 * approved authentication template. It checks the token, the path and the body as Meta documents
 * them, and answers as the Graph API does: 200 `{ messaging_product, contacts, messages: [{ id }] }`;
 * 401 code 190 for a token it does not know; 400 with a Cloud API error code for what it refuses
 * (132000/132001 for a template that does not match, 131026 for a number that cannot get the
 * message); 503 code 131016 when down.
 */
export async function startFakeWhatsApp(setup: FakeWhatsAppSetup) {
  const received: Record<string, unknown>[] = [];
  const refused = new Set<string>();
  let mode: 'normal' | 'down' = 'normal';
  const path = `/${setup.apiVersion}/${setup.phoneNumberId}/messages`;
  const server: Server = createServer((req, res) => {
    const send = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (req.headers.authorization !== `Bearer ${setup.accessToken}`)
        return send(
          401,
          graphError(190, 'Invalid OAuth access token - Cannot parse access token', ''),
        );
      if (req.method !== 'POST' || req.url !== path)
        return send(
          400,
          graphError(100, 'Unsupported post request.', `${req.method} ${req.url} does not exist`),
        );
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      if (!req.headers['content-type']?.startsWith('application/json') || !body)
        return send(400, graphError(100, 'Invalid parameter', 'The body must be JSON'));
      received.push(body);
      if (mode === 'down')
        return send(
          503,
          graphError(131016, 'Service unavailable', 'A service is temporarily unavailable.'),
        );
      const problem = shapeProblem(body, setup);
      if (problem)
        return send(
          400,
          graphError(132000, '(#132000) Number of parameters does not match', problem),
        );
      const to = String(body.to).replace(/^\+/, '');
      if (refused.has(to))
        return send(
          400,
          graphError(
            131026,
            '(#131026) Message undeliverable',
            `Unable to deliver message to ${to}`,
          ),
        );
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: String(body.to), wa_id: to }],
        messages: [{ id: `wamid.${randomBytes(12).toString('base64url')}` }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Every authenticated request to the messages path, in order, whatever the answer. */
    received,
    /** Numbers (digits) the fake answers "undeliverable". */
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
