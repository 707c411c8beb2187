import type { HTMLInputTypeAttribute } from 'react';
import { searchTypes, type SearchType } from '@vouch/contracts';

/** How the value field looks for each search type (spec 3's six): label, keyboard, example. */
export interface SearchField {
  label: string;
  type: HTMLInputTypeAttribute;
  inputMode: 'text' | 'tel' | 'email';
  placeholder: string;
  /** Identifiers read better, and are easier to check, in a monospace font. */
  mono: boolean;
}

const fields: Record<SearchType, Omit<SearchField, 'label'>> = {
  PHONE_NUMBER: { type: 'tel', inputMode: 'tel', placeholder: 'e.g. 0803 123 4567', mono: false },
  WHATSAPP_NUMBER: {
    type: 'tel',
    inputMode: 'tel',
    placeholder: 'e.g. +234 805 765 4321',
    mono: false,
  },
  EMAIL_ADDRESS: {
    type: 'email',
    inputMode: 'email',
    placeholder: 'e.g. name@example.com',
    mono: false,
  },
  UUID: {
    type: 'text',
    inputMode: 'text',
    placeholder: 'e.g. 3f2b8c1e-5d4a-4b7e-9a61-0c2d8e7f4a10',
    mono: true,
  },
  WALLET_ADDRESS: {
    type: 'text',
    inputMode: 'text',
    placeholder: 'e.g. TLa2f6… or 0x5290…',
    mono: true,
  },
  WECHAT_ID: { type: 'text', inputMode: 'text', placeholder: 'e.g. amaka_wx', mono: false },
};

const fallback: SearchField = {
  label: 'Search value',
  type: 'text',
  inputMode: 'text',
  placeholder: 'Choose a search type first',
  mono: false,
};

/** The value field for a search type; a neutral one while no type is chosen. */
export function searchFieldFor(searchBy: string): SearchField {
  const type = searchTypes.find((t) => t.value === searchBy);
  return type ? { label: type.label, ...fields[type.value] } : fallback;
}

export function searchTypeLabel(searchBy: string): string {
  return searchTypes.find((t) => t.value === searchBy)?.label ?? searchBy;
}
