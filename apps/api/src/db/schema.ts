import type { ColumnType, SelectType } from 'kysely';
import type {
  ApplicantType,
  ClaimKind,
  ConflictContext,
  ConflictKind,
  ConsentKind,
  DataRequestKind,
  DataRequestStatus,
  DocumentType,
  HandoffPhotoKind,
  HandoffStep,
  KycStatus,
  MemberStatus,
  ProfileChangeStatus,
  Role,
  WalletFamily,
} from '@vouch/contracts';

/**
 * A column only the lifecycle module writes (docs/decisions/0009). Everyone else reads it; an
 * update elsewhere does not typecheck. `Insert` is what a new row may start with.
 */
type LifecycleOwned<T, Insert = never> = ColumnType<T, Insert, never>;

/**
 * Table types. Portable across SQLite and PostgreSQL: timestamps are ISO 8601 UTC text (they sort
 * as text), booleans are not used, ids are UUID text. PII columns hold ciphertext (lib/crypto.ts)
 * and their *_bidx siblings a keyed hash for exact-match lookups.
 */
export interface UsersTable {
  id: string;
  /** v2 ciphertext, like the names, WeChat and the last IP (db/encrypted-columns.ts). */
  email: string;
  /** Blind index of the lower-cased e-mail (unique): null only until the start-up pass fills it. */
  email_bidx: ColumnType<string | null, string, string>;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_enc: string;
  phone_bidx: string;
  whatsapp_enc: string;
  whatsapp_bidx: string;
  wechat_id: string | null;
  /** Blind index of the lower-cased WeChat ID (was the lower-cased ID itself before 0011). */
  wechat_id_norm: string | null;
  wechat_name: string | null;
  gender: string;
  dob_enc: string;
  country: string;
  profile_image: string | null;
  /** New accounts start at EMAIL_VERIFICATION; every later move is the lifecycle's. */
  status: LifecycleOwned<MemberStatus, 'EMAIL_VERIFICATION'>;
  /** The status a reinstatement returns to, while SUSPENDED. */
  suspended_from: LifecycleOwned<MemberStatus | null, null | undefined>;
  /** Why the member was revoked or suspended (shown to them). */
  status_reason: LifecycleOwned<string | null, null | undefined>;
  status_changed_at: LifecycleOwned<string | null, null | undefined>;
  role: Role;
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
  /** When this session passed the staff second factor. */
  second_factor_at: string | null;
  last_active_at: string | null;
  second_factor_failures: number;
}

export interface StaffTotpTable {
  user_id: string;
  /** Encrypted base32 secret. */
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** The last accepted 30-second step: a code is good once. */
  last_step: number | null;
}

export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  session_id: string;
  purpose: 'registration' | 'authentication';
  challenge: string;
  expires_at: string;
}

export interface StaffRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
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
  /** Reset codes only: HMAC of the account and the typed code (0013). */
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Wrong codes typed for this account; the code is dead at RESET_CODE_MAX_FAILURES. */
  code_failures: ColumnType<number, number | undefined, number>;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  next_attempt_at: string | null;
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
  status: LifecycleOwned<KycStatus>;
  reason: LifecycleOwned<string | null>;
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
  /** '' for an individual (0012): read applicant_type first. */
  business_name: string;
  business_number: string | null;
  /** ApplicantType; 'business' for rows before 0012 that had a business name. */
  applicant_type: ColumnType<ApplicantType, ApplicantType, never>;
  /** Copied from the profile at submission, like the names and phone (null before 0008). */
  whatsapp_enc: string | null;
  wechat_id: string | null;
  identity_lookup_id: string | null;
  created_at: string;
  decided_at: LifecycleOwned<string | null>;
  decided_by: LifecycleOwned<string | null>;
  /** RiskLevel once the checks ran; null while they run (shown as pending). */
  risk_level: string | null;
  checks_done_at: string | null;
  /** Set when the operator's automatic rejection of clear failures rejected this version. */
  auto_rejected_at: LifecycleOwned<string | null>;
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
  label: string | null;
  created_at: string;
}

/** A proven address belongs to one account (primary key address_norm + family). */
export interface WalletProofsTable {
  address_norm: string;
  family: WalletFamily;
  user_id: string;
  proven_at: string;
}

/** A one-time message to sign; used_at makes a signature good for one proof only. */
export interface WalletChallengesTable {
  id: string;
  user_id: string;
  wallet_id: string;
  family: WalletFamily;
  address: string;
  message: string;
  expires_at: string;
  used_at: string | null;
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

/** The transactional outbox: work a state change causes, drained by the job worker. */
export interface JobsTable {
  id: string;
  queue: string;
  /** JSON */
  data: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** What an approval certified; Check Verification answers from these only. */
export interface VerifiedSnapshotsTable {
  user_id: string;
  submission_id: string | null;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  dob_enc: string;
  phone_enc: string;
  phone_bidx: string;
  whatsapp_enc: string;
  whatsapp_bidx: string;
  wechat_id: string | null;
  wechat_id_norm: string | null;
  email: string;
  /** Blind index of the lower-cased e-mail (Check Verification by e-mail; null until sealed). */
  email_bidx: string | null;
  business_name: string | null;
  approved_at: string;
  approved_by: string | null;
  updated_at: string;
}

/** One verified member per phone number, e-mail and WeChat ID (primary key kind + value). */
export interface IdentityClaimsTable {
  kind: ClaimKind;
  /** The blind index of a phone number, an e-mail or a WeChat ID (lower-cased first). */
  value: string;
  user_id: string;
  created_at: string;
}

export interface ProfileChangesTable {
  id: string;
  user_id: string;
  status: ProfileChangeStatus;
  /** Comma-separated ReviewedProfileField names (no values: those are in changes_enc). */
  fields: string;
  /** Encrypted JSON of ProfileChangeDiff[] */
  changes_enc: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
}

export interface ClaimConflictsTable {
  id: string;
  kind: ConflictKind;
  claimant_id: string;
  holder_id: string;
  context: ConflictContext;
  created_at: string;
}

export interface ConsentsTable {
  id: string;
  user_id: string;
  kind: ConsentKind;
  version: string;
  given_at: string;
  ip: string | null;
}

export interface DataRequestsTable {
  id: string;
  user_id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  requested_at: string;
  completed_at: string | null;
  /** The export's ZIP in the file store (encrypted like every stored file). */
  storage_key: string | null;
  /** SHA-256 of the one-time download token. */
  token_hash: string | null;
  expires_at: string | null;
  used_at: string | null;
}

/** KYC records kept after an account closed, locked until purge_after (then purged). */
export interface RetentionHoldsTable {
  user_id: string;
  reason: string;
  account_ended_at: string;
  purge_after: string;
}

/** A "Continue on your phone" link (decision 0020): secrets as SHA-256 hashes only. */
export interface CaptureHandoffsTable {
  id: string;
  user_id: string;
  step: HandoffStep;
  document_type: DocumentType | null;
  token_hash: string;
  capture_token_hash: string | null;
  created_at: string;
  expires_at: string;
  /** When the phone redeemed the link (it works once). */
  opened_at: string | null;
  capture_expires_at: string | null;
  completed_at: string | null;
  /** A newer link replaced this one. */
  revoked_at: string | null;
}

export interface CaptureHandoffPhotosTable {
  handoff_id: string;
  kind: HandoffPhotoKind;
  storage_key: string;
  content_type: string;
  created_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  email_tokens: EmailTokensTable;
  login_throttle: LoginThrottleTable;
  dev_outbox: DevOutboxTable;
  transactions: TransactionsTable;
  sandbox_charges: SandboxChargesTable;
  identity_lookups: IdentityLookupsTable;
  kyc_submissions: KycSubmissionsTable;
  kyc_files: KycFilesTable;
  wallets: WalletsTable;
  wallet_proofs: WalletProofsTable;
  wallet_challenges: WalletChallengesTable;
  verification_lookups: VerificationLookupsTable;
  audit_log: AuditLogTable;
  support_tickets: SupportTicketsTable;
  ticket_messages: TicketMessagesTable;
  kyc_checks: KycChecksTable;
  face_descriptors: FaceDescriptorsTable;
  sanctions_lists: SanctionsListsTable;
  sanctions_entries: SanctionsEntriesTable;
  jobs: JobsTable;
  verified_snapshots: VerifiedSnapshotsTable;
  identity_claims: IdentityClaimsTable;
  profile_changes: ProfileChangesTable;
  claim_conflicts: ClaimConflictsTable;
  app_meta: AppMetaTable;
  consents: ConsentsTable;
  data_requests: DataRequestsTable;
  retention_holds: RetentionHoldsTable;
  capture_handoffs: CaptureHandoffsTable;
  capture_handoff_photos: CaptureHandoffPhotosTable;
}

/** Every column as plain as it is read: the lifecycle module's own view of the tables. */
type Writable<T> = { [K in keyof T]: SelectType<T[K]> };
export interface LifecycleDatabase extends Omit<Database, 'users' | 'kyc_submissions'> {
  users: Writable<UsersTable>;
  kyc_submissions: Writable<KycSubmissionsTable>;
}
