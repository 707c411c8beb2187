import { useRef, useState } from 'react';
import { identityLookupOffered, idNumberIssue, idTypes } from '@vouch/contracts';
import { TextField } from '../../../components/TextField';
import { defineMessages, useIntl } from '../../../i18n';
import { ContinueButton } from './ContinueButton';
import { IdentityLookup } from './IdentityLookup';
import { idTypeHint } from './IdSteps';
import { idTypeLabel } from '../../../lib/kyc-labels';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { nextOf } from './steps';

const m = defineMessages({
  eyebrow: {
    id: 'kyc.IdNumberStep.eyebrow',
    defaultMessage: 'ID details · 3 of 3',
    description: 'Small text above the step: part 3 of the 3 ID details steps',
  },
  title: { id: 'kyc.IdNumberStep.title', defaultMessage: 'Your ID number' },
  description: {
    id: 'kyc.IdNumberStep.description',
    defaultMessage: 'Enter the number exactly as it appears on your ID.',
  },
  label: {
    id: 'kyc.IdNumberStep.label',
    defaultMessage: 'ID number',
    description: 'Field label when no ID type is chosen',
  },
});

/** Step 3: the ID number in its type's format, with the optional BVN lookup (spec 7). */
export function IdNumberStep({ draft, update, go, back, focusHeading }: StepProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const type = idTypes.find((t) => t.value === draft.idType);
  const issue = idNumberIssue(draft.idType, draft.idNumber);
  const digitsOnly = draft.idType === 'bvn' || draft.idType === 'nin';

  function next() {
    if (issue) {
      setShown(true);
      return input.current?.focus();
    }
    go(nextOf('idNumber'));
  }

  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.eyebrow)}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={next}
      footer={<ContinueButton />}
    >
      <div className="space-y-6">
        <TextField
          label={type ? idTypeLabel(type.value, intl) : intl.formatMessage(m.label)}
          ref={input}
          name="idNumber"
          required
          autoComplete="off"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          hint={type && idTypeHint(type.value, intl)}
          value={draft.idNumber}
          error={shown && issue ? issue : undefined}
          onChange={(e) => update({ idNumber: e.target.value })}
          onBlur={() => setShown(draft.idNumber !== '')}
          className="max-w-md"
        />
        {identityLookupOffered(draft.country, draft.idType) && (
          <IdentityLookup
            key={draft.idNumber.trim()}
            idType={draft.idType}
            idNumber={issue ? null : draft.idNumber.trim()}
            lookup={draft.lookup}
            onFound={(lookup) => update({ lookup })}
            onInvalidNumber={() => {
              setShown(true);
              input.current?.focus();
            }}
            onContinueWithout={() => {
              update({ lookup: null });
              next();
            }}
          />
        )}
      </div>
    </StepFrame>
  );
}
