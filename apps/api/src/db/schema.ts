/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO 8601 UTC text (they sort
 * as text), booleans are not used, ids are UUID text. PII columns hold ciphertext (lib/crypto.ts)
 * and their *_bidx siblings a keyed hash for exact-match lookups.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_enc: string;
  phone_bidx: string;
  whatsapp_enc: string;
  whatsapp_bidx: string;
  wechat_id: string | null;
  wechat_id_norm: string | null;
  wechat_name: string | null;
  gender: string;
  dob_enc: string;
  country: string;
  profile_image: string | null;
  status: string;
  role: string;
  last_seen: string | null;
  last_ip_address: string | null;
  email_verified_at: string | null;
  verification_sent_at: string | null;
  registration_attempt_mailed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
}

export interface DevOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

export interface TransactionsTable {
  id: string;
  user_id: string;
  ref_number: string;
  amount_kobo: number;
  currency: string;
  reason: string;
  payment_type: string;
  /** pending | paid | failed | cancelled */
  status: string;
  provider: string;
  provider_tx_id: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SandboxChargesTable {
  ref_number: string;
  provider_tx_id: string;
  /** successful | failed */
  status: string;
  method: string;
  amount_kobo: number;
  currency: string;
  created_at: string;
}

export interface IdentityLookupsTable {
  id: string;
  user_id: string;
  id_type: string;
  id_number_bidx: string;
  provider: string;
  /** encrypted JSON: names, dob, phone, matches */
  result_enc: string;
  photo_key: string | null;
  created_at: string;
}

export interface KycSubmissionsTable {
  id: string;
  user_id: string;
  version: number;
  /** CURRENTLY_UNDER_REVIEW | APPROVED | REJECTED */
  status: string;
  reason: string | null;
  identity_type: string;
  identity_number_enc: string;
  identity_number_bidx: string;
  country: string;
  document_type: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  dob_enc: string;
  phone_enc: string;
  email: string;
  business_name: string;
  business_number: string | null;
  identity_lookup_id: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  /** RiskLevel once the checks ran; null while they run (shown as pending). */
  risk_level: string | null;
  checks_done_at: string | null;
  /** Set when the operator's automatic rejection of clear failures rejected this version. */
  auto_rejected_at: string | null;
}

export type KycFileKind =
  'selfie' | 'document_front' | 'document_back' | 'certificate' | 'lookup_portrait';

export interface KycFilesTable {
  id: string;
  submission_id: string;
  user_id: string;
  kind: KycFileKind;
  storage_key: string;
  content_type: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  created_at: string;
}

export interface WalletsTable {
  id: string;
  user_id: string;
  token: string;
  network: string;
  address: string;
  address_norm: string;
  created_at: string;
}

export interface VerificationLookupsTable {
  id: string;
  searcher_id: string;
  search_by: string;
  found_user_id: string | null;
  created_at: string;
}

export interface AuditLogTable {
  seq: number;
  at: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  ip: string | null;
  /** JSON of ids and codes only */
  details: string;
  prev_hash: string;
  hash: string;
}

export interface SupportTicketsTable {
  id: string;
  reference: string;
  user_id: string;
  full_name: string;
  email: string;
  category: string;
  subject: string;
  /** open | answered | closed */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface TicketMessagesTable {
  id: string;
  ticket_id: string;
  author_id: string;
  from_role: string;
  message: string;
  created_at: string;
}

export interface KycChecksTable {
  id: string;
  submission_id: string;
  /** CheckCode */
  code: string;
  /** passed | failed | not_run */
  outcome: string;
  score: number | null;
  summary: string;
  /** JSON; never raw PII (no ID numbers, no dates of birth). */
  details: string;
  duration_ms: number;
  checked_at: string;
}

export interface FaceDescriptorsTable {
  submission_id: string;
  user_id: string;
  /** The selfie's face description (biometric data), encrypted like other PII. */
  descriptor_enc: string;
  created_at: string;
}

export interface SanctionsListsTable {
  id: string;
  path: string;
  format: string;
  sha256: string;
  entry_count: number;
  skipped: number;
  loaded_at: string;
}

export interface SanctionsEntriesTable {
  list_id: string;
  seq: number;
  /** SanctionsEntry as JSON. */
  data: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  login_throttle: LoginThrottleTable;
  dev_outbox: DevOutboxTable;
  transactions: TransactionsTable;
  sandbox_charges: SandboxChargesTable;
  identity_lookups: IdentityLookupsTable;
  kyc_submissions: KycSubmissionsTable;
  kyc_files: KycFilesTable;
  wallets: WalletsTable;
  verification_lookups: VerificationLookupsTable;
  audit_log: AuditLogTable;
  support_tickets: SupportTicketsTable;
  ticket_messages: TicketMessagesTable;
  kyc_checks: KycChecksTable;
  face_descriptors: FaceDescriptorsTable;
  sanctions_lists: SanctionsListsTable;
  sanctions_entries: SanctionsEntriesTable;
}
