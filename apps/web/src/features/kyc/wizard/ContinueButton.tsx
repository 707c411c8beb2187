import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/Button';
import { defineMessages, useIntl } from '../../../i18n';

const m = defineMessages({
  continue: {
    id: 'kyc.ContinueButton.continue',
    defaultMessage: 'Continue',
    description: 'Button: go on to the next step of the KYC wizard',
  },
});

/** The submit button of a step's form. */
export function ContinueButton({
  disabled,
  label,
}: {
  disabled?: boolean;
  /** Already translated; 'Continue' when not given. */
  label?: string;
}) {
  const intl = useIntl();
  return (
    <Button type="submit" disabled={disabled}>
      {label ?? intl.formatMessage(m.continue)}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Button>
  );
}
