import { createElement, Fragment, useContext, type ReactNode } from 'react';
import { IntlContext, type IntlShape, type PrimitiveType } from 'react-intl';
import type en from './catalogues/en.json';
import { intlFor } from './provider';

/** Every message id, from the extracted English catalogue (`npm run i18n:extract`): typed keys. */
export type MessageId = keyof typeof en;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** A message of the source: its id, its English (the spec's words), a note for translators. */
export interface Message {
  id: MessageId;
  defaultMessage: string;
  description?: string;
}

/**
 * A screen's messages, by name. The name and shape are FormatJS's, so `formatjs extract` reads
 * them and the build compiles each `defaultMessage` to AST (build/i18n.ts).
 */
export function defineMessages<const T extends Record<string, Message>>(messages: T): T {
  return messages;
}

export function defineMessage<const T extends Message>(message: T): T {
  return message;
}

let englishIntl: IntlShape | undefined;

/**
 * react-intl's `useIntl`, except that outside a provider (a component rendered on its own in a
 * test) it answers in English, the source's `defaultMessage`s, instead of throwing.
 */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext) as IntlShape | null;
  return intl ?? (englishIntl ??= intlFor('en', {}));
}

export type MessageValues = Record<
  string,
  PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/**
 * `<FormattedMessage id defaultMessage values />`: the message in the current language. Its
 * name and props are react-intl's, so `formatjs extract` and the build's AST transform find it.
 */
export function FormattedMessage({
  values,
  ...descriptor
}: (Message | { id: MessageId }) & { values?: MessageValues }) {
  const nodes = useIntl().formatMessage(descriptor, values);
  return Array.isArray(nodes) ? createElement(Fragment, null, ...nodes) : nodes;
}
