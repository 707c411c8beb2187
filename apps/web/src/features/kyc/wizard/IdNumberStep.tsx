import { useRef, useState } from 'react';
import { identityLookupOffered, idNumberIssue, idTypes } from '@vouch/contracts';
import { TextField } from '../../../components/TextField';
import { ContinueButton } from './ContinueButton';
import { IdentityLookup } from './IdentityLookup';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { nextOf } from './steps';

/** Step 3: the ID number in its type's format, with the optional BVN lookup (spec 7). */
export function IdNumberStep({ draft, update, go, back, focusHeading }: StepProps) {
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
      eyebrow="ID details · 3 of 3"
      title="Your ID number"
      description="Enter the number exactly as it appears on your ID."
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={next}
      footer={<ContinueButton />}
    >
      <div className="space-y-6">
        <TextField
          label={type?.label ?? 'ID number'}
          ref={input}
          name="idNumber"
          required
          autoComplete="off"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          hint={type?.hint}
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
