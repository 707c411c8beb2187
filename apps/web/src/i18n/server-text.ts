import type { IntlShape } from 'react-intl';
import { messageParameters } from '@vouch/contracts';
import { defineMessages, type MessageId } from './messages';

/**
 * The API answers in English (`msg`, with a stable `code`) and the forms validate with the same
 * English words from @vouch/contracts (issue 51): the app shows them in the member's language.
 * Each language's catalogue chunk brings an index of those words → their `errors.*` id
 * (build/i18n.ts); words it does not know (a business's text, a reviewer's reason) stay as they are.
 */
const index = new Map<string, string>();

export function registerServerText(words: Record<string, string> | undefined) {
  for (const [text, id] of Object.entries(words ?? {})) index.set(text, id);
}

/** The messages whose words carry a number (contracts' messageParameters). */
const m = defineMessages({
  tryAgainIn: {
    id: 'errors.parameterised.tryAgainIn',
    defaultMessage:
      'Too many requests. Please try again in {unit, select, minute {{amount, plural, one {# minute} other {# minutes}}} hour {{amount, plural, one {# hour} other {# hours}}} other {{amount, plural, one {# second} other {# seconds}}}}.',
  },
  resendCooldown: {
    id: 'errors.parameterised.resendCooldown',
    defaultMessage:
      'A verification e-mail was sent less than a minute ago. You can resend it in {amount, plural, one {# second} other {# seconds}}.',
  },
  loginWait: {
    id: 'errors.parameterised.loginWait',
    defaultMessage:
      'Too many login attempts. Please wait {amount, plural, one {# second} other {# seconds}} and try again.',
  },
});
const PARAMETERISED = {
  'try-again-in': m.tryAgainIn,
  'resend-cooldown': m.resendCooldown,
  'login-wait': m.loginWait,
} as const;

let current: IntlShape | null = null;

/** The provider's intl, for code outside components (the API client). */
export function setCurrentIntl(intl: IntlShape) {
  current = intl;
}

/** The server's (or a form's) English words in `intl`'s language, when it has them. */
export function translateServerText(intl: IntlShape | null, text: string): string {
  if (!intl || intl.locale === 'en' || !text) return text;
  const parameters = messageParameters(text);
  const parameterised = parameters && PARAMETERISED[parameters.code as keyof typeof PARAMETERISED];
  if (parameters && parameterised)
    return intl.formatMessage(parameterised, {
      amount: parameters.amount,
      unit: parameters.unit,
    });
  const id = index.get(text) as MessageId | undefined;
  if (!id || !(id in intl.messages)) return text;
  // An id known only at run time: a descriptor the extractor does not read (it is in en.json
  // already, from @vouch/contracts).
  const descriptor: { id: MessageId } = { id };
  return intl.formatMessage(descriptor);
}

/** For the API client: in the language the app is showing now. */
export function serverText(text: string): string {
  return translateServerText(current, text);
}

/**
 * Whether `text` (an API answer, already in the member's language) is the server's `english`
 * message: for screens that act on which refusal it was.
 */
export function isServerText(text: string | null | undefined, english: string): boolean {
  return text === english || (!!text && text === serverText(english));
}
