import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, API_PREFIX } from '@vouch/contracts';
import { listOutbox, type OutboxRecord } from '../../adapters/dev-outbox.js';
import type { Db } from '../../db/database.js';
import { escapeHtml } from '../../lib/html.js';
import { notFound } from '../../lib/http-errors.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

const CHANNEL_LABEL = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** One kept mail or text message; text messages are headed by their channel and number. */
function item(m: OutboxRecord): string {
  const linked = escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  const label = CHANNEL_LABEL[m.channel];
  const heading = m.channel === 'email' ? escapeHtml(m.subject) : `${label} to ${escapeHtml(m.to)}`;
  return `<article class="${m.channel}"><p class="channel">${label}</p><h2>${heading}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p><pre>${linked}</pre></article>`;
}

/**
 * Outside production only (DEV_MAILBOX, default on): the dev outbox (mail, and the SMS and
 * WhatsApp messages of the sandbox messengers) as a page (/dev/mailbox) and as JSON for tests. It
 * holds live verification links, reset codes and one-time codes, so it answers only connections
 * from this machine.
 */
export function devMailboxRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      // The socket's own peer, never X-Forwarded-For: a proxy's header must not open it.
      if (!isLoopback(request.socket.remoteAddress ?? '')) throw notFound();
    });

    const query = z.object({
      /** An e-mail address or a phone number (any form: 0803…, +234…). */
      to: z.string().max(254).optional(),
      channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
    });

    app.get(
      `${API_PREFIX}/dev/outbox`,
      {
        schema: {
          tags: ['dev'],
          summary: 'Dev outbox (not in production)',
          querystring: query,
          response: answers(
            z.array(
              z.looseObject({
                channel: z.enum(['email', 'sms', 'whatsapp']),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                to_address: z.string(),
              }),
            ),
            'Mail and text messages the app would have sent, newest first',
            [400, 404],
          ),
        },
      },
      async (request) => ({ status: 200, msg: await listOutbox(db, request.query) }),
    );

    app.get(
      '/dev/mailbox',
      { schema: { hide: true, querystring: query } },
      async (request, reply) => {
        const items = (await listOutbox(db, request.query)).map(item).join('\n');
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · Vouch</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}article.sms{border-left:6px solid #1d4ed8}article.whatsapp{border-left:6px solid #15803d}h2{font-size:1.1rem;margin:0}.channel{display:inline-block;margin:0 0 .4rem;padding:.1rem .5rem;border-radius:999px;font-size:.75rem;font-weight:600;background:#e5e7eb}.sms .channel{background:#dbeafe;color:#1e3a8a}.whatsapp .channel{background:#dcfce7;color:#14532d}.meta{color:#4b5563;font-size:.85rem}pre{white-space:pre-wrap;word-break:break-all;font-size:.9rem}a{color:#0f766e}</style></head>
<body><h1>Dev mailbox</h1><p>Mail, SMS and WhatsApp messages the app would have sent, newest first. Set SMTP_URL, SMS_PROVIDER and WHATSAPP_PROVIDER to send real ones.</p>${items || '<p>Nothing sent yet.</p>'}</body></html>`;
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  };
}
