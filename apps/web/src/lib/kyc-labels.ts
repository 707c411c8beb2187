import { applicantTypes, countries, documentTypes, idTypes } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../i18n';
import type { MessageId } from '../i18n/messages';
import { intlFor } from '../i18n/provider';
import { countryMessages } from '../components/person-options';

/** A screen's `useIntl()`; without one (the back office, which stays English) labels are English. */
type Intl = ReturnType<typeof useIntl>;
type Label = { id: MessageId; defaultMessage: string };

let english: Intl | undefined;
const say = (intl: Intl | undefined) => intl ?? (english ??= intlFor('en', {}));

/** The names of documents and ID types as people say them in each language (issue 51). */
export const idTypeMessages = defineMessages({
  bvn: { id: 'common.idType.bvn', defaultMessage: 'Bank Verification Number (BVN)' },
  nin: { id: 'common.idType.nin', defaultMessage: 'National Identification Number (NIN)' },
  passport: { id: 'common.idType.passport', defaultMessage: 'International Passport Number' },
  drivers_licence: {
    id: 'common.idType.driversLicence',
    defaultMessage: "Driver's Licence Number",
  },
  voters_card: {
    id: 'common.idType.votersCard',
    defaultMessage: "Voter's Identification Number (VIN)",
  },
});

export const documentTypeMessages = defineMessages({
  passport: {
    id: 'common.documentType.passport',
    defaultMessage: 'Passport',
    description: 'The international passport, as an ID document',
  },
  drivers_licence: { id: 'common.documentType.driversLicence', defaultMessage: "Driver's License" },
  national_id: {
    id: 'common.documentType.nationalId',
    defaultMessage: 'National ID Card',
    description: 'The national ID card (NIN slip)',
  },
  voters_card: { id: 'common.documentType.votersCard', defaultMessage: "Voter's Card" },
});

export const applicantTypeMessages = defineMessages({
  individual: {
    id: 'common.applicantType.individual',
    defaultMessage: 'An individual',
    description: 'Who is being verified: one person (answer to "I am verifying as")',
  },
  business: {
    id: 'common.applicantType.business',
    defaultMessage: 'A business',
    description: 'Who is being verified: a business (answer to "I am verifying as")',
  },
});

function labelIn(
  options: readonly { value: string; label: string }[],
  labels: Record<string, Label>,
  value: string,
  intl: Intl | undefined,
): string {
  if (Object.hasOwn(labels, value)) return say(intl).formatMessage(labels[value]!);
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Pass the screen's `intl` for the member's language; without it, English. */
export const countryLabel = (value: string, intl?: Intl) =>
  labelIn(countries, countryMessages, value, intl);
export const idTypeLabel = (value: string, intl?: Intl) =>
  labelIn(idTypes, idTypeMessages, value, intl);
export const documentTypeLabel = (value: string, intl?: Intl) =>
  labelIn(documentTypes, documentTypeMessages, value, intl);
/** 'An individual' or 'A business'. */
export const applicantTypeLabel = (value: string, intl?: Intl) =>
  labelIn(applicantTypes, applicantTypeMessages, value, intl);

/** Spec 2's review captions, also used for the submitted files. */
export const fileCaptionMessages = defineMessages({
  portrait: { id: 'common.fileCaption.portrait', defaultMessage: 'Portrait Photo' },
  front: { id: 'common.fileCaption.front', defaultMessage: 'Document Front' },
  back: { id: 'common.fileCaption.back', defaultMessage: 'Document Back' },
  certificate: { id: 'common.fileCaption.certificate', defaultMessage: 'Business Certificate' },
  lookup: {
    id: 'common.fileCaption.lookup',
    defaultMessage: 'Identity Record Photo',
    description: 'The photo held in the official identity record (NIN or BVN) of the member',
  },
});

const m = defineMessages({
  certificatePage: {
    id: 'common.fileCaption.certificatePage',
    defaultMessage: '{caption}, page {page} of {pages}',
    description: "A page of a file: 'Business Certificate, page 2 of 3'",
  },
});

export type FileCaption = keyof typeof fileCaptionMessages;

/** A caption in the member's language (with `intl`), else English. */
export const fileCaption = (key: FileCaption, intl?: Intl) =>
  say(intl).formatMessage(fileCaptionMessages[key]);

/** The English captions (the back office, which stays English). */
export const fileCaptions = {
  portrait: fileCaptionMessages.portrait.defaultMessage,
  front: fileCaptionMessages.front.defaultMessage,
  back: fileCaptionMessages.back.defaultMessage,
  certificate: fileCaptionMessages.certificate.defaultMessage,
  lookup: fileCaptionMessages.lookup.defaultMessage,
} as const;

/**
 * The business certificate's pages (a PDF is kept as images of its pages, decision 0014), each
 * with its caption: 'Business Certificate' alone, or 'Business Certificate, page 2 of 3'. With
 * `intl`, the caption and its page numbers are in the member's language.
 */
export function certificatePages(
  pages: readonly string[] | undefined,
  first: string | null,
  caption: string = fileCaptions.certificate,
  intl?: Intl,
): { src: string; caption: string }[] {
  const all = pages?.length ? pages : first ? [first] : [];
  return all.map((src, i) => ({
    src,
    caption:
      all.length > 1
        ? say(intl).formatMessage(m.certificatePage, { caption, page: i + 1, pages: all.length })
        : caption,
  }));
}
