import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/Button';

/** The submit button of a step's form. */
export function ContinueButton({
  disabled,
  label = 'Continue',
}: {
  disabled?: boolean;
  label?: string;
}) {
  return (
    <Button type="submit" disabled={disabled}>
      {label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Button>
  );
}
