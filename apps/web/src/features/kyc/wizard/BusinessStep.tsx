import { useRef, useState } from 'react';
import { businessFormSchema, CERTIFICATE_MAX_PAGES } from '@vouch/contracts';
import { TextField } from '../../../components/TextField';
import { defineMessages, useIntl } from '../../../i18n';
import { PhotoInput } from '../camera/PhotoInput';
import { fileCaption } from '../../../lib/kyc-labels';
import { ContinueOnPhone } from '../handoff/ContinueOnPhone';
import { ContinueButton } from './ContinueButton';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { nextOf } from './steps';

const m = defineMessages({
  eyebrow: {
    id: 'kyc.BusinessStep.eyebrow',
    defaultMessage: 'Checklist · Business',
    description: 'Small text above the step: the business item of the checklist',
  },
  title: { id: 'kyc.BusinessStep.title', defaultMessage: 'Your business details' },
  description: {
    id: 'kyc.BusinessStep.description',
    defaultMessage: 'Members who check you see your business name.',
  },
  nameLabel: { id: 'kyc.BusinessStep.nameLabel', defaultMessage: 'Business name' },
  numberLabel: { id: 'kyc.BusinessStep.numberLabel', defaultMessage: 'Business number' },
  numberHint: {
    id: 'kyc.BusinessStep.numberHint',
    defaultMessage: 'Optional. Your CAC registration number, e.g. RC 1234567 or BN 1234567.',
  },
  certificateDescription: {
    id: 'kyc.BusinessStep.certificateDescription',
    defaultMessage:
      'Optional. Your certificate of registration as a JPEG, PNG or PDF file (a PDF of at most {maxPages} pages, kept as images of its pages).',
  },
  uploadCertificate: {
    id: 'kyc.BusinessStep.uploadCertificate',
    defaultMessage: 'Upload certificate',
    description: 'Button',
  },
  phoneWhat: {
    id: 'kyc.BusinessStep.phoneWhat',
    defaultMessage: 'a photo of your certificate',
    description:
      'What the member takes with the phone; fills the sentence "Take … with your phone’s camera"',
  },
});

type BusinessErrors = Partial<Record<'business_name' | 'business_number', string>>;

/** Spec 5's business rules (shared with the API): each field's first message. */
export function businessErrors(name: string, number: string): BusinessErrors {
  const parsed = businessFormSchema.safeParse({ business_name: name, business_number: number });
  const errors: BusinessErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BusinessErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Business name (required), registration number and certificate (both optional). */
export function BusinessStep({ draft, update, go, back, focusHeading }: StepProps) {
  const intl = useIntl();
  const [touched, setTouched] = useState({ name: false, number: false });
  const errors = businessErrors(draft.businessName, draft.businessNumber);
  const nameInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);

  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.eyebrow)}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => {
        if (Object.keys(errors).length) {
          setTouched({ name: true, number: true });
          return (errors.business_name ? nameInput : numberInput).current?.focus();
        }
        go(nextOf('business'));
      }}
      footer={<ContinueButton />}
    >
      <div className="space-y-5">
        <TextField
          label={intl.formatMessage(m.nameLabel)}
          ref={nameInput}
          name="businessName"
          required
          autoComplete="organization"
          value={draft.businessName}
          error={touched.name ? errors.business_name : undefined}
          onChange={(e) => update({ businessName: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          className="max-w-md"
        />
        <TextField
          label={intl.formatMessage(m.numberLabel)}
          ref={numberInput}
          name="businessNumber"
          autoComplete="off"
          hint={intl.formatMessage(m.numberHint)}
          value={draft.businessNumber}
          error={touched.number ? errors.business_number : undefined}
          onChange={(e) => update({ businessNumber: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, number: true }))}
          className="max-w-md"
        />
        <PhotoInput
          kind="document"
          title={fileCaption('certificate', intl)}
          description={intl.formatMessage(m.certificateDescription, {
            maxPages: CERTIFICATE_MAX_PAGES,
          })}
          allowPdf
          uploadLabel={intl.formatMessage(m.uploadCertificate)}
          value={draft.certificate}
          onChange={(certificate) => update({ certificate })}
        />
      </div>
      <ContinueOnPhone
        step="certificate"
        what={intl.formatMessage(m.phoneWhat)}
        onReceived={({ certificate }) => certificate && update({ certificate })}
      />
    </StepFrame>
  );
}
