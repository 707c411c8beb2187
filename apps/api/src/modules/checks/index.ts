/** The automated checks of each KYC submission version. */
export { checksService, type ChecksDeps, type ChecksService } from './service.js';
export { sanctionsLists, sanctionsScreener, type SanctionsScreener } from './sanctions-store.js';
/** Name comparisons other modules share (business verifications, issue 49). */
export { sameBusinessName } from './business/business-name.js';
export { nameTokens } from './sanctions/normalise.js';
/** Screening a set of entries of one's own (ongoing screening compares new entries only). */
export { buildScreeningIndex, screen, type ScreeningHit } from './sanctions/screen.js';
export type { SanctionsEntry } from './sanctions/types.js';
/** Documents that expire (issue 50): what the checks read of an approved passport's expiry. */
export { documentExpiryOf, unwatchedPassportExpiries, type RenewalJudgement } from './renewal.js';
