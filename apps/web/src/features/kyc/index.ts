/** The KYC feature's public face: the member's latest submission, for the dashboard. */
export { fetchKycRecord, kycRecordKey, useKycRecord } from './info/use-kyc-record';
