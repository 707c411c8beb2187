import { Building2, Camera, IdCard, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { constants, documentTypes } from '@vouch/contracts';
import { buttonClass } from '../../../components/Button';
import { defineMessages, useIntl } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { CheckList, GuideCard } from './GuideCard';

const m = defineMessages({
  documentsTitle: { id: 'guidelines.documents.title', defaultMessage: 'Documents' },
  documentsIntro: {
    id: 'guidelines.documents.intro',
    defaultMessage: 'Use an original, valid document issued to you.',
  },
  accepted: { id: 'guidelines.documents.accepted', defaultMessage: 'Accepted documents' },
  passport: { id: 'guidelines.documents.passport', defaultMessage: 'Passport' },
  driversLicence: {
    id: 'guidelines.documents.driversLicence',
    defaultMessage: "Driver's License",
  },
  nationalId: { id: 'guidelines.documents.nationalId', defaultMessage: 'National ID Card' },
  votersCard: { id: 'guidelines.documents.votersCard', defaultMessage: "Voter's Card" },
  frontOnly: {
    id: 'guidelines.documents.frontOnly',
    defaultMessage: 'Front (photo page) only',
    description: 'Which sides of a passport to photograph',
  },
  frontAndBack: {
    id: 'guidelines.documents.frontAndBack',
    defaultMessage: 'Front and back',
    description: 'Which sides of a card to photograph',
  },
  notAccepted: { id: 'guidelines.documents.notAccepted', defaultMessage: 'Not accepted' },
  notExpired: {
    id: 'guidelines.documents.notExpired',
    defaultMessage: 'Expired, damaged or unclear documents',
  },
  notCopies: {
    id: 'guidelines.documents.notCopies',
    defaultMessage: 'Screenshots or photocopies',
  },
  notManipulated: {
    id: 'guidelines.documents.notManipulated',
    defaultMessage: 'Digitally manipulated documents',
  },
  photosTitle: { id: 'guidelines.photos.title', defaultMessage: 'Photos' },
  photosIntro: {
    id: 'guidelines.photos.intro',
    defaultMessage:
      'Clear photos help your review go quickly. You can take them with your camera or upload them.',
  },
  selfie: { id: 'guidelines.photos.selfie', defaultMessage: 'Your selfie' },
  selfieLight: {
    id: 'guidelines.photos.selfieLight',
    defaultMessage: 'Good, even light on your face',
  },
  selfieCentred: {
    id: 'guidelines.photos.selfieCentred',
    defaultMessage: 'Face centred and fully in the frame',
  },
  selfieHat: { id: 'guidelines.photos.selfieHat', defaultMessage: 'No hat or sunglasses' },
  selfieBackground: {
    id: 'guidelines.photos.selfieBackground',
    defaultMessage: 'Plain background',
  },
  document: { id: 'guidelines.photos.document', defaultMessage: 'Your document' },
  documentCorners: {
    id: 'guidelines.photos.documentCorners',
    defaultMessage: 'All four corners visible',
  },
  documentGlare: {
    id: 'guidelines.photos.documentGlare',
    defaultMessage: 'No glare or reflections',
  },
  documentSharp: { id: 'guidelines.photos.documentSharp', defaultMessage: 'Sharp, readable text' },
  documentFlat: {
    id: 'guidelines.photos.documentFlat',
    defaultMessage: 'The original document, flat on a dark surface',
  },
  businessTitle: { id: 'guidelines.business.title', defaultMessage: 'Business requirements' },
  businessIntro: {
    id: 'guidelines.business.intro',
    defaultMessage:
      'Business details appear to members who check you, so people know which business they are dealing with.',
  },
  businessName: { id: 'guidelines.business.name', defaultMessage: 'Business name' },
  businessNameDesc: {
    id: 'guidelines.business.nameDesc',
    defaultMessage: 'Required, at least 3 characters, as registered.',
  },
  registrationNumber: {
    id: 'guidelines.business.registrationNumber',
    defaultMessage: 'Registration number',
  },
  registrationNumberDesc: {
    id: 'guidelines.business.registrationNumberDesc',
    defaultMessage: 'Optional. If given, at least 5 characters, e.g. your CAC RC or BN number.',
  },
  certificate: { id: 'guidelines.business.certificate', defaultMessage: 'Certificate' },
  certificateDesc: {
    id: 'guidelines.business.certificateDesc',
    defaultMessage: 'A clear image of your certificate of registration.',
  },
  processTitle: { id: 'guidelines.process.title', defaultMessage: 'The verification process' },
  payTitle: { id: 'guidelines.process.payTitle', defaultMessage: 'Pay the fee' },
  payText: {
    id: 'guidelines.process.payText',
    defaultMessage: 'A one-time {fee} verification fee, by card, bank transfer or USSD.',
    description: '{fee} is the verification fee in naira, e.g. ₦5,000.00',
  },
  submitTitle: { id: 'guidelines.process.submitTitle', defaultMessage: 'Submit your details' },
  submitText: {
    id: 'guidelines.process.submitText',
    defaultMessage:
      'Your ID details, a selfie and a photo of your document, plus your business details if you verify a business.',
  },
  reviewTitle: { id: 'guidelines.process.reviewTitle', defaultMessage: 'Review' },
  reviewText: {
    id: 'guidelines.process.reviewText',
    defaultMessage:
      'Automated checks run at once. When every one passes (your BVN record and its photo match your selfie and document, nothing is duplicated or listed), you are verified in seconds, and a reviewer may take a second look later. Anything else goes to a reviewer: your KYC page shows how long reviews are taking. If something needs fixing, you see the reason and can update it.',
  },
  verifiedTitle: { id: 'guidelines.process.verifiedTitle', defaultMessage: 'Get verified' },
  verifiedText: {
    id: 'guidelines.process.verifiedText',
    defaultMessage:
      'Once approved, other members can find you and see that you are verified before they pay you.',
  },
  step: {
    id: 'guidelines.process.step',
    defaultMessage: 'Step {number}:',
    description: 'Read by screen readers before a step’s title',
  },
  start: {
    id: 'guidelines.process.start',
    defaultMessage: 'Start Verification',
    description: 'Button',
  },
});

type DocumentType = (typeof documentTypes)[number]['value'];
type Descriptor = (typeof m)[keyof typeof m];

/** Each accepted document's name, and which of its sides must be photographed (spec 4). */
const documents: Record<DocumentType, { label: Descriptor; sides: Descriptor }> = {
  passport: { label: m.passport, sides: m.frontOnly },
  drivers_licence: { label: m.driversLicence, sides: m.frontAndBack },
  national_id: { label: m.nationalId, sides: m.frontAndBack },
  voters_card: { label: m.votersCard, sides: m.frontAndBack },
};

export function DocumentsGuide() {
  const intl = useIntl();
  return (
    <GuideCard
      id="guide-documents"
      icon={<IdCard className="size-5" />}
      title={intl.formatMessage(m.documentsTitle)}
      intro={intl.formatMessage(m.documentsIntro)}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink-900">{intl.formatMessage(m.accepted)}</h3>
          <ul className="mt-3 divide-y divide-ink-200 rounded-xl border border-ink-200">
            {documentTypes.map((d) => (
              <li key={d.value} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="font-medium text-ink-900">
                  {intl.formatMessage(documents[d.value].label)}
                </span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                  {intl.formatMessage(documents[d.value].sides)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <CheckList
          title={intl.formatMessage(m.notAccepted)}
          tone="no"
          items={[m.notExpired, m.notCopies, m.notManipulated].map((d) => intl.formatMessage(d))}
        />
      </div>
    </GuideCard>
  );
}

export function PhotosGuide() {
  const intl = useIntl();
  return (
    <GuideCard
      id="guide-photos"
      icon={<Camera className="size-5" />}
      title={intl.formatMessage(m.photosTitle)}
      intro={intl.formatMessage(m.photosIntro)}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <CheckList
          title={intl.formatMessage(m.selfie)}
          tone="yes"
          items={[m.selfieLight, m.selfieCentred, m.selfieHat, m.selfieBackground].map((d) =>
            intl.formatMessage(d),
          )}
        />
        <CheckList
          title={intl.formatMessage(m.document)}
          tone="yes"
          items={[m.documentCorners, m.documentGlare, m.documentSharp, m.documentFlat].map((d) =>
            intl.formatMessage(d),
          )}
        />
      </div>
    </GuideCard>
  );
}

const businessFields = [
  { term: m.businessName, desc: m.businessNameDesc },
  { term: m.registrationNumber, desc: m.registrationNumberDesc },
  { term: m.certificate, desc: m.certificateDesc },
] as const;

export function BusinessGuide() {
  const intl = useIntl();
  return (
    <GuideCard
      id="guide-business"
      icon={<Building2 className="size-5" />}
      title={intl.formatMessage(m.businessTitle)}
      intro={intl.formatMessage(m.businessIntro)}
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {businessFields.map(({ term, desc }) => (
          <div key={term.id} className="rounded-xl bg-ink-50 p-4">
            <dt className="font-medium text-ink-900">{intl.formatMessage(term)}</dt>
            <dd className="mt-1 text-sm text-ink-600">{intl.formatMessage(desc)}</dd>
          </div>
        ))}
      </dl>
    </GuideCard>
  );
}

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
});

const steps = [
  { title: m.payTitle, text: m.payText },
  { title: m.submitTitle, text: m.submitText },
  { title: m.reviewTitle, text: m.reviewText },
  { title: m.verifiedTitle, text: m.verifiedText },
] as const;

export function ProcessGuide() {
  const intl = useIntl();
  return (
    <GuideCard
      id="guide-process"
      icon={<ListChecks className="size-5" />}
      title={intl.formatMessage(m.processTitle)}
    >
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.title.id} className="rounded-xl border border-ink-200 p-4">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-ink-900">
              <span className="sr-only">{intl.formatMessage(m.step, { number: i + 1 })} </span>
              {intl.formatMessage(s.title)}
            </h3>
            <p className="mt-1 text-sm text-ink-600">
              {intl.formatMessage(s.text, { fee: naira.format(constants.kycFeeNaira) })}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-6">
        <Link to={paths.kyc} className={buttonClass('primary')}>
          {intl.formatMessage(m.start)}
        </Link>
      </div>
    </GuideCard>
  );
}
