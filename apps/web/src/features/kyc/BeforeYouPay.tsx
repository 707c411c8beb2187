import { Building2, Camera, Clock, FileText, IdCard, User } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { applicantTypes, documentTypes, idTypes, type ApplicantType } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { applicantTypeLabel, documentTypeLabel, idTypeLabel } from '../../lib/kyc-labels';

const m = defineMessages({
  heading: { id: 'kyc.BeforeYouPay.heading', defaultMessage: 'Before you pay: what you will need' },
  verifyingAs: {
    id: 'kyc.BeforeYouPay.verifyingAs',
    defaultMessage: 'I am verifying as',
    description: 'Label of the choice: an individual or a business',
  },
  needs: { id: 'kyc.BeforeYouPay.needs', defaultMessage: 'What you will need' },
  idTitle: { id: 'kyc.BeforeYouPay.idTitle', defaultMessage: 'One ID number' },
  idText: {
    id: 'kyc.BeforeYouPay.idText',
    defaultMessage: '{idTypes}. With a BVN we can compare your record at once.',
    description: '{idTypes} is the list of ID numbers accepted, e.g. "Bank Verification Number, …"',
  },
  selfieTitle: { id: 'kyc.BeforeYouPay.selfieTitle', defaultMessage: 'A selfie' },
  selfieText: {
    id: 'kyc.BeforeYouPay.selfieText',
    defaultMessage:
      'Taken with your camera or uploaded: your face, in good light, no hat or sunglasses.',
  },
  documentTitle: {
    id: 'kyc.BeforeYouPay.documentTitle',
    defaultMessage: 'Photos of one identity document',
  },
  documentText: {
    id: 'kyc.BeforeYouPay.documentText',
    defaultMessage:
      "{documents}. The front of a passport's photo page; front and back of the others. Originals only, valid and readable.",
    description:
      '{documents} is the list of documents accepted, e.g. "Passport, Driver\'s License, …"',
  },
  businessTitle: { id: 'kyc.BeforeYouPay.businessTitle', defaultMessage: 'Your business details' },
  businessText: {
    id: 'kyc.BeforeYouPay.businessText',
    defaultMessage:
      'The business name, its registration number (optional) and its certificate (a photo or a PDF, optional).',
  },
  cameraTitle: { id: 'kyc.BeforeYouPay.cameraTitle', defaultMessage: 'No camera here?' },
  cameraText: {
    id: 'kyc.BeforeYouPay.cameraText',
    defaultMessage: 'You can upload the photos, or continue on your phone with a link or QR code.',
  },
  timeTitle: { id: 'kyc.BeforeYouPay.timeTitle', defaultMessage: 'How long it takes' },
  timeText: {
    id: 'kyc.BeforeYouPay.timeText',
    defaultMessage:
      'The decision usually takes minutes when every check passes; otherwise a person reviews it. You can stop half-way: your progress is kept on this device.',
  },
  afterTitle: { id: 'kyc.BeforeYouPay.afterTitle', defaultMessage: 'What happens after' },
  afterText: {
    id: 'kyc.BeforeYouPay.afterText',
    defaultMessage:
      'We e-mail you the decision. Once approved, anyone about to pay you can check you are verified; if something needs fixing, we say what and you update only that.',
  },
});

function Need({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-medium text-ink-900">{title}</p>
        <p className="text-sm text-ink-600">{children}</p>
      </div>
    </li>
  );
}

/**
 * What the member will need, how long it takes and what happens after, read before the fee
 * (issue 37). The wizard asks individual or business again; this choice only changes the list.
 * The time is said without figures: the decision is usually quick when every check passes, and
 * a person reviews the rest (the exact figures belong to the instant-decision work).
 */
export function BeforeYouPay() {
  const intl = useIntl();
  const [kind, setKind] = useState<ApplicantType>('individual');
  const id = useId();
  // The ID numbers' names without their abbreviation: 'Bank Verification Number, …'.
  const idNumbers = idTypes
    .map((t) => idTypeLabel(t.value, intl).replace(/ \(.*\)$/, ''))
    .join(', ');
  const documents = documentTypes.map((d) => documentTypeLabel(d.value, intl)).join(', ');
  return (
    <Card className="mb-6">
      <h2 id={id} className="text-lg font-semibold text-brand-700">
        {intl.formatMessage(m.heading)}
      </h2>
      <fieldset className="mt-3">
        <legend className="sr-only">{intl.formatMessage(m.verifyingAs)}</legend>
        <div className="inline-flex rounded-field border border-ink-300 p-1">
          {applicantTypes.map((t) => (
            <label
              key={t.value}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-ink-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={t.value}
                checked={kind === t.value}
                onChange={() => setKind(t.value)}
                className="sr-only"
              />
              {applicantTypeLabel(t.value, intl)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5 grid gap-6 md:grid-cols-[3fr_2fr]">
        <ul className="space-y-4" aria-label={intl.formatMessage(m.needs)}>
          <Need
            icon={<IdCard className="size-4" aria-hidden="true" />}
            title={intl.formatMessage(m.idTitle)}
          >
            <FormattedMessage {...m.idText} values={{ idTypes: idNumbers }} />
          </Need>
          <Need
            icon={<User className="size-4" aria-hidden="true" />}
            title={intl.formatMessage(m.selfieTitle)}
          >
            {intl.formatMessage(m.selfieText)}
          </Need>
          <Need
            icon={<FileText className="size-4" aria-hidden="true" />}
            title={intl.formatMessage(m.documentTitle)}
          >
            <FormattedMessage {...m.documentText} values={{ documents }} />
          </Need>
          {kind === 'business' && (
            <Need
              icon={<Building2 className="size-4" aria-hidden="true" />}
              title={intl.formatMessage(m.businessTitle)}
            >
              {intl.formatMessage(m.businessText)}
            </Need>
          )}
          <Need
            icon={<Camera className="size-4" aria-hidden="true" />}
            title={intl.formatMessage(m.cameraTitle)}
          >
            {intl.formatMessage(m.cameraText)}
          </Need>
        </ul>
        <div className="space-y-4 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
          <div>
            <p className="flex items-center gap-2 font-semibold text-ink-900">
              <Clock className="size-4 text-accent-700" aria-hidden="true" />
              {intl.formatMessage(m.timeTitle)}
            </p>
            <p className="mt-1">{intl.formatMessage(m.timeText)}</p>
          </div>
          <div>
            <p className="font-semibold text-ink-900">{intl.formatMessage(m.afterTitle)}</p>
            <p className="mt-1">{intl.formatMessage(m.afterText)}</p>
          </div>
        </div>
      </div>
    </Card>
  );
}
