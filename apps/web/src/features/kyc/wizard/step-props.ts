import type { KycDraft } from './draft';
import type { StepId } from './steps';

/** What every step gets from the wizard. */
export interface StepProps {
  draft: KycDraft;
  update: (patch: Partial<KycDraft>) => void;
  go: (step: StepId) => void;
  back: () => void;
  /** Whether the step's heading takes focus when it opens. */
  focusHeading: boolean;
}
