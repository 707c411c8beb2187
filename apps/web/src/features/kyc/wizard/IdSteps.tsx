import { useState } from 'react';
import {
  applicantTypes,
  countries,
  idTypes,
  kycMessages,
  type ApplicantType,
} from '@vouch/contracts';
import { SelectField } from '../../../components/SelectField';
import { ContinueButton } from './ContinueButton';
import { RadioCards } from './RadioCards';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { idDetailsComplete, nextOf } from './steps';

/**
 * First: individual or business (issue 17). It can be changed from the checklist until the KYC
 * is submitted; changed then, it goes straight back to the checklist.
 */
export function ApplicantStep({ draft, update, go, back, focusHeading }: StepProps) {
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow="Getting started"
      title="Who are you verifying?"
      description="Individuals verify themselves only. A business also adds its registration details."
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => {
        if (!draft.applicantType) return setError(kycMessages.applicantTypeRequired);
        go(idDetailsComplete(draft) ? 'initial' : nextOf('applicant'));
      }}
      footer={<ContinueButton />}
    >
      <RadioCards
        legend="I am verifying as"
        name="applicantType"
        options={applicantTypes}
        value={draft.applicantType}
        error={error}
        onChange={(value) => {
          setError(undefined);
          update({ applicantType: value as ApplicantType });
        }}
      />
    </StepFrame>
  );
}

/** Step 1: the country that issued the member's ID (spec 5: must be chosen). */
export function CountryStep({ draft, update, go, back, focusHeading }: StepProps) {
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow="ID details · 1 of 3"
      title="Your country"
      description="Choose the country that issued your identity document."
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() =>
        draft.country ? go(nextOf('country')) : setError(kycMessages.countryRequired)
      }
      footer={<ContinueButton />}
    >
      <SelectField
        label="Country"
        name="country"
        required
        options={countries}
        value={draft.country}
        error={error}
        onChange={(e) => {
          setError(undefined);
          update({ country: e.target.value });
        }}
        className="max-w-md"
      />
    </StepFrame>
  );
}

/** Step 2: which identity number the member gives. */
export function IdTypeStep({ draft, update, go, back, focusHeading }: StepProps) {
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow="ID details · 2 of 3"
      title="Your ID type"
      description="Which identity number will you give us?"
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => (draft.idType ? go(nextOf('idType')) : setError(kycMessages.idTypeRequired))}
      footer={<ContinueButton />}
    >
      <RadioCards
        legend="ID type"
        name="idType"
        options={idTypes.map((t) => ({ value: t.value, label: t.label, hint: t.hint }))}
        value={draft.idType}
        error={error}
        onChange={(idType) => {
          setError(undefined);
          update({ idType });
        }}
      />
    </StepFrame>
  );
}
