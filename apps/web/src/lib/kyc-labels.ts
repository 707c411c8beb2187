import { applicantTypes, countries, documentTypes, idTypes } from '@vouch/contracts';

function labelIn(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export const countryLabel = (value: string) => labelIn(countries, value);
export const idTypeLabel = (value: string) => labelIn(idTypes, value);
export const documentTypeLabel = (value: string) => labelIn(documentTypes, value);
/** 'An individual' or 'A business'. */
export const applicantTypeLabel = (value: string) => labelIn(applicantTypes, value);

/** Spec 2's review captions, also used for the submitted files. */
export const fileCaptions = {
  portrait: 'Portrait Photo',
  front: 'Document Front',
  back: 'Document Back',
  certificate: 'Business Certificate',
  lookup: 'Identity Record Photo',
} as const;

/**
 * The business certificate's pages (a PDF is kept as images of its pages, decision 0014), each
 * with its caption: 'Business Certificate' alone, or 'Business Certificate, page 2 of 3'.
 */
export function certificatePages(
  pages: readonly string[] | undefined,
  first: string | null,
  caption: string = fileCaptions.certificate,
): { src: string; caption: string }[] {
  const all = pages?.length ? pages : first ? [first] : [];
  return all.map((src, i) => ({
    src,
    caption: all.length > 1 ? `${caption}, page ${i + 1} of ${all.length}` : caption,
  }));
}
