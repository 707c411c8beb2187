import { MessageRefusedError, type Messenger } from './messenger.js';
import { unreachable } from './provider-errors.js';
import { scrubbed } from './text-message.js';

export interface WhatsAppCloudConfig {
  accessToken: string;
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string;
  /** An approved authentication template with a copy-code button. */
  template: string;
  /** The template's language code as approved (en, en_GB, en_US…). */
  language: string;
  baseUrl: string;
  /** The Graph API version in the path (v26.0); Meta retires each about two years on. */
  apiVersion: string;
  timeoutMs: number;
}

/** A Graph API error answer: `{ error: { message, type, code, error_data: { details } } }`. */
interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * Meta's Cloud API error codes that refuse this message for good: the recipient cannot get it
 * (131026 undeliverable: not on WhatsApp, or an old client; 131030 not on a test account's
 * allowed list; 131021 recipient is the sender) or the request can never pass as sent (100
 * invalid parameter, 131008 missing parameter, 131009 parameter value not valid). Everything
 * else is tried again: outages (1, 2, 131000, 131016), throttling (4, 80007, 130429, 131056),
 * and what an operator fixes (190 expired token, 10/200-299 permissions, 132xxx templates), after
 * which the last attempts go through or the job waits on the failed list for an admin.
 */
const REFUSED_FOR_GOOD = new Set([100, 131008, 131009, 131021, 131026, 131030]);
export const whatsappRefusesForGood = (code: number | undefined) =>
  code !== undefined && REFUSED_FOR_GOOD.has(code);

/**
 * The documented body of an authentication template with a copy-code button: the code is the
 * body's one parameter and the button's (the button copies it), so it appears twice.
 */
export function authenticationTemplate(c: WhatsAppCloudConfig, to: string, code: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: c.template,
      language: { code: c.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  };
}

/**
 * WhatsApp through Meta's Cloud API: POST {base}/{version}/{phone number id}/messages with the
 * access token as a bearer token. A business may start a conversation only with an approved
 * template, and codes must use the authentication category, whose text Meta fixes
 * ("<code> is your verification code."): so this messenger sends the code, never `text`.
 */
export function whatsappCloud(c: WhatsAppCloudConfig): Messenger {
  const url = `${c.baseUrl}/${c.apiVersion}/${encodeURIComponent(c.phoneNumberId)}/messages`;
  return {
    async send(m) {
      if (m.channel !== 'whatsapp') throw new Error('The WhatsApp messenger sends WhatsApp only');
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${c.accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(authenticationTemplate(c, m.to, m.code)),
          signal: AbortSignal.timeout(c.timeoutMs),
        });
      } catch (err) {
        throw unreachable('WhatsApp Cloud API', err);
      }
      const body = (await res.json().catch(() => ({}))) as GraphAnswer;
      if (res.ok) return { providerId: body.messages?.[0]?.id ?? null };
      const e = body.error;
      const reason =
        `${e?.code ?? `HTTP ${res.status}`} ${scrubbed(e?.error_data?.details || e?.message || '')}`.trim();
      if (whatsappRefusesForGood(e?.code)) throw new MessageRefusedError('WhatsApp', reason);
      throw new Error(`WhatsApp Cloud API answered ${res.status}: ${reason}`);
    },
  };
}
