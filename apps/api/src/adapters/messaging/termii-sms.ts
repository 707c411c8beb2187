import { MessageRefusedError, type Messenger } from './messenger.js';
import { unreachable } from './provider-errors.js';
import { scrubbed } from './text-message.js';

export interface TermiiConfig {
  apiKey: string;
  /** The registered alphanumeric sender ID (3-11 characters) members see the SMS come from. */
  senderId: string;
  baseUrl: string;
  /** dnd: Termii's transactional route, which reaches numbers on the Do-Not-Disturb list. */
  route: 'dnd' | 'generic';
  timeoutMs: number;
}

/** Termii's answer to a send: `code: "ok"`, `message_id`, `message`, `balance`, `user`. */
interface TermiiAnswer {
  code?: string;
  message_id?: string;
  message?: string;
}

/**
 * Termii's documented statuses for a request it will not process as given (400 Bad Request,
 * 422 Unprocessable entity): the same request cannot succeed later. 401/403 (the API key), 404
 * (the base URL), 429 (throttling) and 5xx are ours or Termii's to fix, and are tried again.
 */
export const termiiRefusesForGood = (status: number) => status === 400 || status === 422;

/**
 * SMS through Termii's Messaging API: POST {base}/api/sms/send with the API key in the JSON body,
 * the number as digits without the plus, and the sender ID. One-time codes go on the DND
 * (transactional) route by default: Termii warns that the generic route does not reach numbers
 * on Nigeria's Do-Not-Disturb list and, on MTN, not between 8 pm and 8 am.
 */
export function termiiSms(c: TermiiConfig): Messenger {
  return {
    async send(m) {
      if (m.channel !== 'sms') throw new Error('The Termii messenger sends SMS only');
      let res: Response;
      try {
        res = await fetch(`${c.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: c.apiKey,
            to: m.to.slice(1),
            from: c.senderId,
            sms: m.text,
            type: 'plain',
            channel: c.route,
          }),
          signal: AbortSignal.timeout(c.timeoutMs),
        });
      } catch (err) {
        throw unreachable('Termii', err);
      }
      const body = (await res.json().catch(() => ({}))) as TermiiAnswer;
      if (res.ok) return { providerId: body.message_id ?? null };
      const reason = scrubbed(body.message ?? '') || `HTTP ${res.status}`;
      if (termiiRefusesForGood(res.status)) throw new MessageRefusedError('Termii', reason);
      throw new Error(`Termii answered ${res.status}: ${reason}`);
    },
  };
}
