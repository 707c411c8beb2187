/** The CBN KYC tiers (issue 48): the member's tier, what the next needs, the vNIN help. */
export { AddressCard } from './AddressCard';
export { MissingSteps } from './MissingSteps';
export { TierCard } from './TierCard';
export { TierTable } from './TierTable';
export { tierLimitsText } from './TierLimits';
export { useKycTiers } from './use-kyc-tiers';
export { VirtualNinCheckbox } from './VirtualNinCheckbox';
export { VirtualNinHelp } from './VirtualNinHelp';
