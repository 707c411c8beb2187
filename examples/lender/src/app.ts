import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Vouch, VouchError, verifyWebhook, WebhookVerificationError } from '@vouch/vouch-node';
import { Applications } from './applications.js';
import { applicationPage, applyPage } from './pages.js';

export interface LenderConfig {
  /** Vouch's address, e.g. https://vouch.ng (or http://localhost:3000 in development). */
  vouchUrl: string;
  /** A secret key with the `sessions` scope (test or live). */
  apiKey: string;
  /** The signing secret of the webhook endpoint (or of `npx vouch listen`). */
  webhookSecret: string;
}

const MAX_BODY = 64 * 1024;

/**
 * The lender's web server: the form, the application it creates with a Vouch session, the
 * application's page (what the server read from Vouch), the redirect's return and the webhook
 * handler. `config` is read on every request.
 */
export function createLender(config: LenderConfig) {
  const applications = new Applications();
  const vouch = () => new Vouch({ apiKey: config.apiKey, baseUrl: config.vouchUrl });

  /** The session as Vouch answers it now: the browser's word proves nothing. */
  async function refresh(reference: string) {
    const a = applications.get(reference);
    if (!a) return undefined;
    const session = await vouch().verificationSessions.retrieve(a.sessionId);
    a.status = session.status;
    const claims = session.claims as { first_name?: string; last_name?: string } | null;
    a.name = claims?.first_name ? `${claims.first_name} ${claims.last_name ?? ''}`.trim() : null;
    return a;
  }

  async function route(req: IncomingMessage, res: ServerResponse, origin: string) {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (req.method === 'GET' && path === '/') return html(res, 200, applyPage(config.vouchUrl));

    if (req.method === 'POST' && path === '/applications') {
      const amount = Number(
        (JSON.parse((await bodyOf(req)) || '{}') as { amount?: unknown }).amount,
      );
      if (!Number.isInteger(amount) || amount < 5_000 || amount > 5_000_000)
        return json(res, 400, { message: 'Ask for between ₦5,000 and ₦5,000,000.' });
      const reference = applications.newReference();
      const session = await vouch().verificationSessions.create(
        {
          reference,
          redirect_url: `${origin}/applications/${reference}`,
          claims: ['first_name', 'last_name', 'phone_number'],
          purpose: 'Your loan application with Kobo Loans',
        },
        // The same application never makes two sessions, even when this call is retried.
        { idempotencyKey: `application-${reference}` },
      );
      applications.add({
        reference,
        amount,
        sessionId: session.id,
        status: session.status,
        name: null,
        events: [],
      });
      return json(res, 200, { reference, session_id: session.id, url: session.url });
    }

    const page = /^\/applications\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && page) {
      const a = await refresh(page[1]!);
      return a ? html(res, 200, applicationPage(a)) : html(res, 404, 'No such application');
    }

    if (req.method === 'POST' && path === '/hooks') {
      let event;
      try {
        event = verifyWebhook(
          await bodyOf(req),
          req.headers as Record<string, string>,
          config.webhookSecret,
        );
      } catch (err) {
        if (err instanceof WebhookVerificationError)
          return json(res, 400, { message: 'Bad signature' });
        throw err;
      }
      const data = event.data as { reference?: string };
      applications.receive({ id: event.id, type: event.type, reference: data.reference ?? null });
      return json(res, 200, { received: true });
    }

    // What the webhook handler accepted, newest last (a developer's view; tests read it too).
    if (req.method === 'GET' && path === '/hooks')
      return json(res, 200, [...applications.received.values()]);

    return html(res, 404, 'Not found');
  }

  return createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    route(req, res, origin).catch((err: unknown) => {
      // A Vouch problem is the lender's to show; its request id is what Vouch's support needs.
      const message =
        err instanceof VouchError
          ? `${err.message} (request ${err.requestId})`
          : 'Something went wrong';
      if (!res.headersSent) json(res, 502, { message });
      else res.end();
    });
  });
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('Body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const html = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
