/** KYC submissions, their files, and the identity (BVN, NIN, vNIN) lookups. */
export { kycRoutes } from './routes.js';
export { kycService, fileUrl, type KycService } from './service.js';
export { identityLookupService, type IdentityLookupService } from './identity-lookup.js';
export { registryPhoneOf } from './registry-phone.js';
export { registryEvidenceOf, type RegistryEvidence } from './registry-evidence.js';
export { holdsIdNumber } from './id-number-held.js';
export { decodeLookupRecord, type LookupRecord } from './lookup-record.js';
export {
  kycRepository,
  latestStatusOf,
  type KycFileRow,
  type SubmissionRow,
} from './repository.js';
export { nameTokens, namesMatch } from './names.js';
export { sweepOrphanUploads, UPLOAD_PREFIXES } from './orphans.js';
