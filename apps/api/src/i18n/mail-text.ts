import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vouch/contracts';
import ha from './catalogues/ha.json' with { type: 'json' };
import ig from './catalogues/ig.json' with { type: 'json' };
import pcm from './catalogues/pcm.json' with { type: 'json' };
import yo from './catalogues/yo.json' with { type: 'json' };

/**
 * The words of what the server sends a member (e-mails, text messages) in their language (issue
 * 51). The English is each message's `defaultMessage` in the source, extracted by `formatjs
 * extract` into catalogues/en.json like the web app's; the other languages are one catalogue each
 * (`_meta` says who reviewed it). A message a catalogue lacks goes out in English.
 */
export interface MailMessage {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** FormatJS's name and shape, so that `formatjs extract` finds the messages. */
export function defineMessages<const T extends Record<string, MailMessage>>(messages: T): T {
  return messages;
}

type Catalogue = Record<string, unknown>;
const CATALOGUES: Record<Exclude<Locale, 'en'>, Catalogue> = { pcm, ha, yo, ig };

export type Values = Record<string, string | number>;
export type Translate = (message: MailMessage, values?: Values) => string;

const formats = new Map<string, IntlMessageFormat>();

function formatOf(locale: Locale, message: MailMessage): IntlMessageFormat {
  const key = `${locale}\0${message.id}`;
  let format = formats.get(key);
  if (!format) {
    const translated = locale === 'en' ? undefined : CATALOGUES[locale][message.id];
    const words = typeof translated === 'string' ? translated : message.defaultMessage;
    format = new IntlMessageFormat(words, locale);
    formats.set(key, format);
  }
  return format;
}

/** The member's language as stored (anything unknown: English). */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Formats messages in `locale`, English where its catalogue has no translation. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  return (message, values) => String(formatOf(locale, message).format(values));
}
