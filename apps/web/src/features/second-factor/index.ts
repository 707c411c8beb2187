/**
 * Second factors on the web: the screens staff and members share (scan an app, save recovery
 * codes, pass the factor), the member's Settings section, the sign-in's second step and the
 * "Confirm it's you" step-up (decision 0033).
 */
export { memberFactorApi, staffFactorApi, type FactorApi } from './api';
export { EnrolTotp } from './EnrolTotp';
export { registerPasskey } from './passkey-ceremonies';
export { RecoveryCodes } from './RecoveryCodes';
export { isStepUpRequest, useStepUp, type StepUp } from './use-step-up';
export { VerifyCode } from './VerifyCode';

export { LoginSecondStep, TwoStepSection } from './lazy';
