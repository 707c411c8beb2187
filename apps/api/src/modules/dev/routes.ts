import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, API_PREFIX } from '@vouch/contracts';
import { listOutbox } from '../../adapters/mail/outbox-mailer.js';
import type { Db } from '../../db/database.js';
import { escapeHtml } from '../../lib/html.js';
import { notFound } from '../../lib/http-errors.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

/**
 * Outside production only (DEV_MAILBOX, default on): the dev outbox as a page (/dev/mailbox) and as
 * JSON for tests. It holds live verification links and reset codes, so it answers only
 * connections from this machine.
 */
export function devMailboxRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      // The socket's own peer, never X-Forwarded-For: a proxy's header must not open it.
      if (!isLoopback(request.socket.remoteAddress ?? '')) throw notFound();
    });

    const query = z.object({ to: z.string().max(254).optional() });

    app.get(
      `${API_PREFIX}/dev/outbox`,
      {
        schema: {
          tags: ['dev'],
          summary: 'Dev outbox (not in production)',
          querystring: query,
          response: answers(
            z.array(z.looseObject({ to_address: z.string(), subject: z.string() })),
            'Mail the app would have sent, newest first',
            [400, 404],
          ),
        },
      },
      async (request) => ({ status: 200, msg: await listOutbox(db, { to: request.query.to }) }),
    );

    app.get(
      '/dev/mailbox',
      { schema: { hide: true, querystring: query } },
      async (request, reply) => {
        const mails = await listOutbox(db, { to: request.query.to });
        const items = mails
          .map((m) => {
            const linked = escapeHtml(m.text_body).replace(
              /(https?:\/\/[^\s<]+)/g,
              '<a href="$1">$1</a>',
            );
            return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to_address)} · ${escapeHtml(m.created_at)}</p><pre>${linked}</pre></article>`;
          })
          .join('\n');
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · Vouch</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#4b5563;font-size:.85rem}pre{white-space:pre-wrap;word-break:break-all;font-size:.9rem}a{color:#0f766e}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the app would have sent, newest first. Set SMTP_URL to send real e-mail.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  };
}
