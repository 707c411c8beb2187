import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/use-session-user';
import type { KycDraft } from './draft';
import { BusinessStep } from './BusinessStep';
import { HubStep } from './HubStep';
import { ApplicantStep, CountryStep, IdTypeStep } from './IdSteps';
import { IdNumberStep } from './IdNumberStep';
import { DocTypeStep, DocumentStep, SelfieStep } from './PhotoSteps';
import { ReviewStep } from './ReviewStep';
import type { StepProps } from './step-props';
import type { StepId } from './steps';
import { useKycWizard } from './use-kyc-wizard';

const screens: Record<Exclude<StepId, 'review'>, (p: StepProps) => ReactNode> = {
  applicant: ApplicantStep,
  country: CountryStep,
  idType: IdTypeStep,
  idNumber: IdNumberStep,
  initial: HubStep,
  selfie: SelfieStep,
  docType: DocTypeStep,
  document: DocumentStep,
  business: BusinessStep,
};

interface KycWizardProps {
  mode: 'capture' | 'update';
  /** IndexedDB key of the draft (the member's uuid, plus ':update'). */
  storageKey: string;
  /** Where a member without a saved draft starts. */
  initial: KycDraft;
}

/** The capture and update wizards (spec 2): one step at a time, the draft saved as it changes. */
export function KycWizard({ mode, storageKey, initial }: KycWizardProps) {
  const user = useSessionUser();
  const wizard = useKycWizard(storageKey, initial, user);
  const { draft, step } = wizard;
  if (!draft || !step) return <PageSpinner />;

  const props: StepProps = {
    draft,
    update: wizard.update,
    go: wizard.go,
    back: wizard.back,
    focusHeading: wizard.navigated,
  };
  if (step === 'review') {
    return <ReviewStep {...props} mode={mode} clearDraft={wizard.clearDraft} />;
  }
  const Screen = screens[step];
  // Keyed by step: every step starts with its own fresh state (and a camera that is closed).
  return <Screen key={step} {...props} />;
}
