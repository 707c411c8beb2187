import { countries, documentTypes, idTypes } from '@vouch/contracts';

function labelIn(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export const countryLabel = (value: string) => labelIn(countries, value);
export const idTypeLabel = (value: string) => labelIn(idTypes, value);
export const documentTypeLabel = (value: string) => labelIn(documentTypes, value);

/** Spec 2's review captions, also used for the submitted files. */
export const fileCaptions = {
  portrait: 'Portrait Photo',
  front: 'Document Front',
  back: 'Document Back',
  certificate: 'Business Certificate',
  lookup: 'Identity Record Photo',
} as const;
