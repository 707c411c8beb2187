import { useRef, useState } from 'react';
import { businessFormSchema, CERTIFICATE_MAX_PAGES } from '@vouch/contracts';
import { TextField } from '../../../components/TextField';
import { PhotoInput } from '../camera/PhotoInput';
import { fileCaptions } from '../../../lib/kyc-labels';
import { ContinueOnPhone } from '../handoff/ContinueOnPhone';
import { ContinueButton } from './ContinueButton';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { nextOf } from './steps';

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
  const [touched, setTouched] = useState({ name: false, number: false });
  const errors = businessErrors(draft.businessName, draft.businessNumber);
  const nameInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);

  return (
    <StepFrame
      eyebrow="Checklist · Business"
      title="Your business details"
      description="Members who check you see your business name."
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
          label="Business name"
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
          label="Business number"
          ref={numberInput}
          name="businessNumber"
          autoComplete="off"
          hint="Optional. Your CAC registration number, e.g. RC 1234567 or BN 1234567."
          value={draft.businessNumber}
          error={touched.number ? errors.business_number : undefined}
          onChange={(e) => update({ businessNumber: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, number: true }))}
          className="max-w-md"
        />
        <PhotoInput
          kind="document"
          title={fileCaptions.certificate}
          description={`Optional. Your certificate of registration as a JPEG, PNG or PDF file (a PDF of at most ${CERTIFICATE_MAX_PAGES} pages, kept as images of its pages).`}
          allowPdf
          uploadLabel="Upload certificate"
          value={draft.certificate}
          onChange={(certificate) => update({ certificate })}
        />
      </div>
      <ContinueOnPhone
        step="certificate"
        what="a photo of your certificate"
        onReceived={({ certificate }) => certificate && update({ certificate })}
      />
    </StepFrame>
  );
}
