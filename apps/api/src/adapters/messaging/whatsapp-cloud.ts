import { LOCALES, type Locale } from '@vouch/contracts';
import { MessageRefusedError, type Messenger } from './messenger.js';
import { unreachable } from './provider-errors.js';
import { scrubbed } from './text-message.js';

export interface WhatsAppCloudConfig {
  accessToken: string;
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string;
  /** An approved authentication template with a copy-code button. */
  template: string;
  /** The template's language code as approved (en, en_GB, en_US…): English, and the fallback. */
  language: string;
  /**
   * Issue 51: the language code of the template approved in a member's language (ha → ha, yo →
   * yo_NG…), from WHATSAPP_TEMPLATE_LANGUAGES; a language without one gets `language`.
   */
  languages?: Partial<Record<Locale, string>>;
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

/** A template language code as Meta names them: en, ha, en_GB, pt_BR. */
export const TEMPLATE_LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;
const MEMBER_LOCALES = LOCALES.filter((l) => l !== 'en');

/**
 * WHATSAPP_TEMPLATE_LANGUAGES (issue 51): `locale:code` pairs, comma-separated (`ha:ha,yo:yo_NG`),
 * each a member language (not en: English is WHATSAPP_TEMPLATE_LANGUAGE) and the language code
 * its approved template has. Throws an Error saying what is wrong.
 */
export function parseTemplateLanguages(value: string): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const entry of value.split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const [locale, code, ...rest] = entry.split(':').map((s) => s.trim());
    if (!locale || !code || rest.length > 0)
      throw new Error(
        `must be member languages and template language codes such as ha:ha,yo:yo_NG ("${entry}" is not language:code)`,
      );
    if (!(MEMBER_LOCALES as string[]).includes(locale))
      throw new Error(
        `"${locale}" is not a member language: use ${MEMBER_LOCALES.join(', ')} (English is WHATSAPP_TEMPLATE_LANGUAGE)`,
      );
    if (!TEMPLATE_LANGUAGE.test(code))
      throw new Error(
        `"${code}" (for ${locale}) must be a template language code such as ha or yo_NG`,
      );
    if (out[locale as Locale]) throw new Error(`"${locale}" is given more than once`);
    out[locale as Locale] = code;
  }
  return out;
}

/** The language code of the template to send a member: theirs when approved, else English. */
export const templateLanguageOf = (c: WhatsAppCloudConfig, locale: Locale | undefined) =>
  (locale && c.languages?.[locale]) || c.language;

/**
 * The documented body of an authentication template with a copy-code button: the code is the
 * body's one parameter and the button's (the button copies it), so it appears twice. Meta fixes
 * the words of each language's approved template; `locale` picks which one.
 */
export function authenticationTemplate(
  c: WhatsAppCloudConfig,
  to: string,
  code: string,
  locale?: Locale,
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: c.template,
      language: { code: templateLanguageOf(c, locale) },
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
          body: JSON.stringify(authenticationTemplate(c, m.to, m.code, m.locale)),
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
