import { useState } from 'react';
import {
  applicantTypes,
  countries,
  idTypes,
  kycMessages,
  type ApplicantType,
  type IdType,
} from '@vouch/contracts';
import { SelectField } from '../../../components/SelectField';
import { defineMessages, useIntl } from '../../../i18n';
import { applicantTypeLabel, countryLabel, idTypeLabel } from '../../../lib/kyc-labels';
import { ContinueButton } from './ContinueButton';
import { RadioCards } from './RadioCards';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { idDetailsComplete, nextOf } from './steps';

const m = defineMessages({
  applicantEyebrow: {
    id: 'kyc.ApplicantStep.eyebrow',
    defaultMessage: 'Getting started',
    description: 'Small text above the first step of the KYC wizard',
  },
  applicantTitle: { id: 'kyc.ApplicantStep.title', defaultMessage: 'Who are you verifying?' },
  applicantDescription: {
    id: 'kyc.ApplicantStep.description',
    defaultMessage:
      'Individuals verify themselves only. A business also adds its registration details.',
  },
  applicantLegend: {
    id: 'kyc.ApplicantStep.legend',
    defaultMessage: 'I am verifying as',
    description: 'Label of the choice: an individual or a business',
  },
  countryEyebrow: {
    id: 'kyc.CountryStep.eyebrow',
    defaultMessage: 'ID details · 1 of 3',
    description: 'Small text above the step: part 1 of the 3 ID details steps',
  },
  countryTitle: { id: 'kyc.CountryStep.title', defaultMessage: 'Your country' },
  countryDescription: {
    id: 'kyc.CountryStep.description',
    defaultMessage: 'Choose the country that issued your identity document.',
  },
  countryLabel: { id: 'kyc.CountryStep.label', defaultMessage: 'Country' },
  idTypeEyebrow: {
    id: 'kyc.IdTypeStep.eyebrow',
    defaultMessage: 'ID details · 2 of 3',
    description: 'Small text above the step: part 2 of the 3 ID details steps',
  },
  idTypeTitle: { id: 'kyc.IdTypeStep.title', defaultMessage: 'Your ID type' },
  idTypeDescription: {
    id: 'kyc.IdTypeStep.description',
    defaultMessage: 'Which identity number will you give us?',
  },
  idTypeLegend: { id: 'kyc.IdTypeStep.legend', defaultMessage: 'ID type' },
});

/** The hints under "An individual" and "A business" (the words of contracts' applicantTypes). */
const applicantHints = defineMessages({
  individual: {
    id: 'kyc.applicantHint.individual',
    defaultMessage: 'Verify yourself. No business details.',
  },
  business: {
    id: 'kyc.applicantHint.business',
    defaultMessage: 'Verify yourself and add your business name, number and certificate.',
  },
}) satisfies Record<ApplicantType, unknown>;

/** Each ID number's format, under its type and its field (the words of contracts' idTypes). */
const idTypeHints = defineMessages({
  bvn: {
    id: 'kyc.idTypeHint.bvn',
    defaultMessage: '11 digits',
    description: 'The format of a BVN',
  },
  nin: {
    id: 'kyc.idTypeHint.nin',
    defaultMessage: '11 digits',
    description: 'The format of a NIN',
  },
  passport: {
    id: 'kyc.idTypeHint.passport',
    defaultMessage: 'A letter and 8 digits, e.g. A12345678',
    description: 'The format of an international passport number',
  },
  drivers_licence: {
    id: 'kyc.idTypeHint.driversLicence',
    defaultMessage: 'As printed on the licence, e.g. ABC12345AA12',
    description: "The format of a driver's licence number",
  },
  voters_card: {
    id: 'kyc.idTypeHint.votersCard',
    defaultMessage: 'As printed on the card',
    description: "The format of a voter's identification number (VIN)",
  },
}) satisfies Record<IdType, unknown>;

type IntlShape = ReturnType<typeof useIntl>;

/** The format hint of an ID type, in the member's language (undefined for an unknown type). */
export function idTypeHint(value: string, intl: IntlShape): string | undefined {
  return Object.hasOwn(idTypeHints, value)
    ? intl.formatMessage(idTypeHints[value as IdType])
    : undefined;
}

/**
 * First: individual or business (issue 17). It can be changed from the checklist until the KYC
 * is submitted; changed then, it goes straight back to the checklist.
 */
export function ApplicantStep({ draft, update, go, back, focusHeading }: StepProps) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.applicantEyebrow)}
      title={intl.formatMessage(m.applicantTitle)}
      description={intl.formatMessage(m.applicantDescription)}
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => {
        if (!draft.applicantType) return setError(kycMessages.applicantTypeRequired);
        go(idDetailsComplete(draft) ? 'initial' : nextOf('applicant'));
      }}
      footer={<ContinueButton />}
    >
      <RadioCards
        legend={intl.formatMessage(m.applicantLegend)}
        name="applicantType"
        options={applicantTypes.map((t) => ({
          value: t.value,
          label: applicantTypeLabel(t.value, intl),
          hint: intl.formatMessage(applicantHints[t.value]),
        }))}
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
  const intl = useIntl();
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.countryEyebrow)}
      title={intl.formatMessage(m.countryTitle)}
      description={intl.formatMessage(m.countryDescription)}
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() =>
        draft.country ? go(nextOf('country')) : setError(kycMessages.countryRequired)
      }
      footer={<ContinueButton />}
    >
      <SelectField
        label={intl.formatMessage(m.countryLabel)}
        name="country"
        required
        options={countries.map((c) => ({ value: c.value, label: countryLabel(c.value, intl) }))}
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
  const intl = useIntl();
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.idTypeEyebrow)}
      title={intl.formatMessage(m.idTypeTitle)}
      description={intl.formatMessage(m.idTypeDescription)}
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => (draft.idType ? go(nextOf('idType')) : setError(kycMessages.idTypeRequired))}
      footer={<ContinueButton />}
    >
      <RadioCards
        legend={intl.formatMessage(m.idTypeLegend)}
        name="idType"
        options={idTypes.map((t) => ({
          value: t.value,
          label: idTypeLabel(t.value, intl),
          hint: idTypeHint(t.value, intl),
        }))}
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
