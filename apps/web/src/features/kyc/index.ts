/** The KYC feature's public face: the member's latest submission, for the dashboard. */
export { fetchKycRecord, kycRecordKey, useKycRecord } from './info/use-kyc-record';
/** The live selfie check's screen (issue 45): the staff's sample recorder uses it too. */
export { LiveCapture } from './liveness/LiveCapture';
export type { LivenessApi } from './liveness/liveness-api';
export { readUpload } from './camera/image-file';
/** Documents that expire (issue 50): the dashboard's notice of a passport to renew. */
export { DocumentExpiryNotice } from './renewal/DocumentExpiryNotice';
