import type { Locale } from '@vouch/contracts';

/**
 * The messaging adapter (DESIGN.md, issue 30): text messages to a member's phone, by SMS
 * (sandbox | Termii) or WhatsApp (sandbox | the WhatsApp Business Cloud API). The rest of the app
 * does not call a Messenger: it writes a job with `sendMessage` (message-job.ts), and the worker
 * hands the message to the messenger of its channel.
 */
export type MessageChannel = 'sms' | 'whatsapp';

interface MessageFields {
  /** The member's number in E.164 (+2348031234567); sendMessage turns 0803… forms into it. */
  to: string;
  /** The whole message, as an SMS carries it and the dev outbox shows it. */
  text: string;
  /**
   * When the message is of no use any more (ISO 8601), e.g. its one-time code's expiry: a
   * message still waiting then (a provider outage, workers down) is dropped, not sent late.
   */
  expiresAt?: string;
  /**
   * The member's language (issue 51): `text` is already in it; a WhatsApp message goes out in
   * the approved template of that language when there is one (WHATSAPP_TEMPLATE_LANGUAGES).
   */
  locale?: Locale;
}

/**
 * One text message. WhatsApp lets a business open a conversation only with a template Meta has
 * approved, and a one-time code goes in an authentication template (the code as its parameter):
 * so a WhatsApp message carries its code, and its `text` is what the sandbox shows.
 */
export type TextMessage =
  | (MessageFields & {
      channel: 'sms';
      /** The one-time code the text carries, if any. */ code?: string;
    })
  | (MessageFields & { channel: 'whatsapp'; code: string });

/** What the provider said when it took the message: its own id, for tracing with its support. */
export interface SendReceipt {
  providerId: string | null;
}

export interface Messenger {
  /**
   * Resolves once the provider has accepted the message. Throws MessageRefusedError when the
   * provider refused this message for good (an invalid number: sending again cannot help), any
   * other error when a later attempt may succeed (an outage, a timeout, throttling).
   */
  send(m: TextMessage): Promise<SendReceipt>;
}

/** The provider refused this message for good; the job ends without retrying. */
export class MessageRefusedError extends Error {
  constructor(
    readonly provider: string,
    /** The provider's reason, with anything like a phone number taken out. */
    readonly reason: string,
  ) {
    super(`${provider} refused the message: ${reason}`);
    this.name = 'MessageRefusedError';
  }
}
