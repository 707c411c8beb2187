import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  sentence,
  SIGNED_IN,
  STAFF,
  staffSupportTicketSchema,
  SUPPORT_HOURS,
  supportContactSchema,
  supportMessages,
  supportPaths,
  supportTicketAnswerSchema,
  supportTicketSchema,
  ticketReplySchema,
  type SupportContact,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid() });

export function supportRoutes({
  support,
  authenticate,
  supportContact,
}: RouteDeps): FastifyPluginAsyncZod {
  const staff = [authenticate, requireRole('reviewer', 'admin')];
  const contact: SupportContact = { hours: SUPPORT_HOURS, ...supportContact };
  return async (app) => {
    app.get(
      supportPaths.contact,
      {
        schema: {
          tags: ['support'],
          summary:
            'The phone line and WhatsApp chat (SUPPORT_PHONE, SUPPORT_WHATSAPP); null when not set',
          response: answers(supportContactSchema, 'How to reach support', []),
        },
      },
      async () => ({ status: 200, msg: contact }),
    );

    app.post(
      supportPaths.tickets,
      {
        schema: {
          tags: ['support'],
          summary: 'File a support ticket (spec 5 rules); a confirmation e-mail follows',
          description:
            'Needs a verified e-mail address (403 otherwise): the confirmation is mailed there.',
          security: bearer,
          body: supportTicketSchema,
          response: answers(supportTicketAnswerSchema, 'The ticket as filed', [...SIGNED_IN, 403]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await support.create(authOf(request), request.body),
      }),
    );

    app.get(
      supportPaths.tickets,
      {
        schema: {
          tags: ['support'],
          summary: "The member's tickets with the conversation",
          security: bearer,
          response: answers(z.array(supportTicketAnswerSchema), "The member's tickets", [401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await support.mine(authOf(request)) }),
    );

    app.post(
      `${supportPaths.tickets}/:id/replies`,
      {
        schema: {
          tags: ['support'],
          summary: 'The member adds to their own ticket',
          security: bearer,
          params,
          body: ticketReplySchema,
          response: answers(sentence, 'Sent', [...SIGNED_IN, 404, 409]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        await support.memberReply(authOf(request), request.params.id, request.body.message);
        return { status: 200, msg: supportMessages.replySent };
      },
    );

    app.get(
      supportPaths.staffTickets,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'All tickets, oldest first (reviewers and admins)',
          description:
            'full_name and email are what the member typed; account is the account that filed the ticket (its e-mail receives every reply).',
          security: bearer,
          querystring: z.object({ status: z.enum(['open', 'answered', 'closed']).optional() }),
          response: answers(z.array(staffSupportTicketSchema), 'The tickets', [...STAFF]),
        },
        onRequest: staff,
      },
      async (request) => ({ status: 200, msg: await support.all(request.query.status) }),
    );

    app.post(
      `${supportPaths.staffTickets}/:id/replies`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Reply to a ticket; the member sees it on /support and by e-mail',
          security: bearer,
          params,
          body: ticketReplySchema,
          response: answers(sentence, 'Sent', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => {
        await support.staffReply(
          authOf(request),
          request.params.id,
          request.body.message,
          request.ip,
        );
        return { status: 200, msg: supportMessages.replySent };
      },
    );

    app.post(
      `${supportPaths.staffTickets}/:id/close`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Close a ticket',
          security: bearer,
          params,
          response: answers(sentence, 'Closed', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => {
        await support.close(authOf(request), request.params.id, request.ip);
        return { status: 200, msg: supportMessages.closed };
      },
    );
  };
}
