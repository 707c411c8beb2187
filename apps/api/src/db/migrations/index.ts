import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_accounts.js';
import * as m0002 from './0002_payments.js';
import * as m0003 from './0003_kyc.js';
import * as m0004 from './0004_verification.js';
import * as m0005 from './0005_audit.js';
import * as m0006 from './0006_support.js';
import * as m0007 from './0007_checks.js';
import * as m0008 from './0008_lifecycle.js';
import * as m0009 from './0009_wallet_proofs.js';
import * as m0010 from './0010_staff_second_factor.js';
import * as m0011 from './0011_encrypted_member_columns.js';
import * as m0012 from './0012_applicant_type.js';
import * as m0013 from './0013_reset_codes.js';
import * as m0015 from './0015_staff_passkeys.js';
import * as m0016 from './0016_privacy.js';
import * as m0017 from './0017_capture_handoffs.js';
import * as m0018 from './0018_profile_changes_by_member.js';
import * as m0019 from './0019_messaging.js';
import * as m0020 from './0020_number_proofs.js';
import * as m0021 from './0021_business_check.js';
import * as m0022 from './0022_member_second_factor.js';
import * as m0023 from './0023_identity_lookup_counts.js';
import * as m0024 from './0024_one_open_checkout.js';
import * as m0025 from './0025_audit_filters.js';
import * as m0026 from './0026_wechat_reindex.js';
import * as m0027 from './0027_business.js';
import * as m0028 from './0028_business_events.js';
import * as m0029 from './0029_verification_sessions.js';
import * as m0030 from './0030_webhooks.js';
import * as m0031 from './0031_instant_decisions.js';
import * as m0032 from './0032_instances.js';
import * as m0033 from './0033_credentials.js';
import * as m0034 from './0034_case_claims.js';
import * as m0035 from './0035_business_events_retention.js';
import * as m0036 from './0036_liveness.js';
import * as m0037 from './0037_business_hardening.js';
import * as m0038 from './0038_credential_hardening.js';
import * as m0039 from './0039_business_balance.js';
import * as m0040 from './0040_session_prefill.js';
import * as m0041 from './0041_email_codes.js';
import * as m0042 from './0042_business_branding.js';
import * as m0043 from './0043_kyc_tiers.js';
import * as m0044 from './0044_address_proofs.js';
import * as m0045 from './0045_business_verifications.js';
import * as m0046 from './0046_organisation_go_live.js';
import * as m0047 from './0047_domain_proofs.js';
import * as m0048 from './0048_business_verification_documents.js';
import * as m0049 from './0049_monitoring.js';
import * as m0050 from './0050_document_expiry.js';
import * as m0051 from './0051_grant_reverify.js';
import * as m0052 from './0052_monitoring_business_alerts.js';
import * as m0053 from './0053_document_renewal_review.js';
import * as m0054 from './0054_languages.js';

/** Every migration, in order. Listed here (not read from disk) so bundling and tsx both work. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_payments': m0002,
  '0003_kyc': m0003,
  '0004_verification': m0004,
  '0005_audit': m0005,
  '0006_support': m0006,
  '0007_checks': m0007,
  '0008_lifecycle': m0008,
  '0009_wallet_proofs': m0009,
  '0010_staff_second_factor': m0010,
  '0011_encrypted_member_columns': m0011,
  '0012_applicant_type': m0012,
  '0013_reset_codes': m0013,
  '0015_staff_passkeys': m0015,
  '0016_privacy': m0016,
  '0017_capture_handoffs': m0017,
  '0018_profile_changes_by_member': m0018,
  '0019_messaging': m0019,
  '0020_number_proofs': m0020,
  '0021_business_check': m0021,
  '0022_member_second_factor': m0022,
  '0023_identity_lookup_counts': m0023,
  '0024_one_open_checkout': m0024,
  '0025_audit_filters': m0025,
  '0026_wechat_reindex': m0026,
  '0027_business': m0027,
  '0028_business_events': m0028,
  '0029_verification_sessions': m0029,
  '0030_webhooks': m0030,
  '0031_instant_decisions': m0031,
  '0032_instances': m0032,
  '0033_credentials': m0033,
  '0034_case_claims': m0034,
  '0035_business_events_retention': m0035,
  '0036_liveness': m0036,
  '0037_business_hardening': m0037,
  '0038_credential_hardening': m0038,
  '0039_business_balance': m0039,
  '0040_session_prefill': m0040,
  '0041_email_codes': m0041,
  '0042_business_branding': m0042,
  '0043_kyc_tiers': m0043,
  '0044_address_proofs': m0044,
  '0045_business_verifications': m0045,
  '0046_organisation_go_live': m0046,
  '0047_domain_proofs': m0047,
  '0048_business_verification_documents': m0048,
  '0049_monitoring': m0049,
  '0050_document_expiry': m0050,
  '0051_grant_reverify': m0051,
  '0052_monitoring_business_alerts': m0052,
  '0053_document_renewal_review': m0053,
  '0054_languages': m0054,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
