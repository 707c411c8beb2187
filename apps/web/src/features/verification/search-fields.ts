import type { HTMLInputTypeAttribute } from 'react';
import { searchTypes, type SearchType } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../../i18n';
import { intlFor } from '../../i18n/provider';

/** Formats the texts: the screen's `useIntl()`; English when none is given (tests, pure use). */
type Formatter = Pick<ReturnType<typeof useIntl>, 'formatMessage'>;
let english: Formatter | undefined;
const inEnglish = (): Formatter => (english ??= intlFor('en', {}));

const m = defineMessages({
  PHONE_NUMBER: {
    id: 'verification.searchType.PHONE_NUMBER',
    defaultMessage: 'Phone Number',
    description: 'A search type of Check Verification, and the label of its field',
  },
  WHATSAPP_NUMBER: {
    id: 'verification.searchType.WHATSAPP_NUMBER',
    defaultMessage: 'Whatsapp Number',
    description: 'A search type of Check Verification, and the label of its field',
  },
  EMAIL_ADDRESS: {
    id: 'verification.searchType.EMAIL_ADDRESS',
    defaultMessage: 'Email Address',
    description: 'A search type of Check Verification, and the label of its field',
  },
  WALLET_ADDRESS: {
    id: 'verification.searchType.WALLET_ADDRESS',
    defaultMessage: 'Wallet Address',
    description:
      'A search type of Check Verification (a crypto wallet), and the label of its field',
  },
  WECHAT_ID: {
    id: 'verification.searchType.WECHAT_ID',
    defaultMessage: 'Wechat ID',
    description: 'A search type of Check Verification, and the label of its field',
  },
  example: {
    id: 'verification.searchField.example',
    defaultMessage: 'e.g. {example}',
    description: 'Placeholder of the search field; {example}: a sample value',
  },
  exampleEither: {
    id: 'verification.searchField.exampleEither',
    defaultMessage: 'e.g. {first} or {second}',
    description: 'Placeholder of the search field; {first}, {second}: two sample wallet addresses',
  },
  fallbackLabel: {
    id: 'verification.searchField.fallbackLabel',
    defaultMessage: 'Search value',
    description: 'Label of the search field before a search type is chosen',
  },
  fallbackPlaceholder: {
    id: 'verification.searchField.fallbackPlaceholder',
    defaultMessage: 'Choose a search type first',
  },
});

/** How the value field looks for each search type (spec 3's six): label, keyboard, example. */
export interface SearchField {
  label: string;
  type: HTMLInputTypeAttribute;
  inputMode: 'text' | 'tel' | 'email';
  placeholder: string;
  /** Identifiers read better, and are easier to check, in a monospace font. */
  mono: boolean;
}

type Shape = Omit<SearchField, 'label' | 'placeholder'> & { example: string | [string, string] };

const fields: Record<SearchType, Shape> = {
  PHONE_NUMBER: { type: 'tel', inputMode: 'tel', example: '0803 123 4567', mono: false },
  WHATSAPP_NUMBER: { type: 'tel', inputMode: 'tel', example: '+234 805 765 4321', mono: false },
  EMAIL_ADDRESS: { type: 'email', inputMode: 'email', example: 'name@example.com', mono: false },
  UUID: {
    type: 'text',
    inputMode: 'text',
    example: '3f2b8c1e-5d4a-4b7e-9a61-0c2d8e7f4a10',
    mono: true,
  },
  WALLET_ADDRESS: { type: 'text', inputMode: 'text', example: ['TLa2f6…', '0x5290…'], mono: true },
  WECHAT_ID: { type: 'text', inputMode: 'text', example: 'amaka_wx', mono: false },
};

/** A search type's name in the member's language (UUID is a name in every language). */
export function searchTypeLabel(searchBy: string, intl: Formatter = inEnglish()): string {
  const type = searchTypes.find((t) => t.value === searchBy);
  if (!type) return searchBy;
  return type.value === 'UUID' ? type.label : intl.formatMessage(m[type.value]);
}

/** The search types as the select offers them, named in the member's language. */
export function searchTypeOptions(intl: Formatter = inEnglish()) {
  return searchTypes.map((t) => ({ value: t.value, label: searchTypeLabel(t.value, intl) }));
}

/** The value field for a search type; a neutral one while no type is chosen. */
export function searchFieldFor(searchBy: string, intl: Formatter = inEnglish()): SearchField {
  const type = searchTypes.find((t) => t.value === searchBy);
  if (!type)
    return {
      label: intl.formatMessage(m.fallbackLabel),
      type: 'text',
      inputMode: 'text',
      placeholder: intl.formatMessage(m.fallbackPlaceholder),
      mono: false,
    };
  const { example, ...rest } = fields[type.value];
  return {
    label: searchTypeLabel(type.value, intl),
    ...rest,
    placeholder: Array.isArray(example)
      ? intl.formatMessage(m.exampleEither, { first: example[0], second: example[1] })
      : intl.formatMessage(m.example, { example }),
  };
}
