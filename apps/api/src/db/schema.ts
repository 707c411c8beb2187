import type { ColumnType, SelectType } from 'kysely';
import type {
  AddressProofKind,
  AddressProofStatus,
  ApiMode,
  ApplicantType,
  BusinessCheckMethod,
  BusinessDocumentKind,
  BusinessPersonStatus,
  BusinessVerificationStatus,
  ClaimKind,
  MonitoringAlertStatus,
  ConflictContext,
  ConflictKind,
  ConsentKind,
  DataRequestKind,
  DataRequestStatus,
  DocumentType,
  Locale,
  HandoffPhotoKind,
  HandoffStep,
  HoldKind,
  KycStatus,
  LiveStatus,
  MemberStatus,
  NumberChannel,
  NumberKind,
  NumberProofSource,
  OrgRole,
  ProfileChangeStatus,
  RegistryLookup,
  Role,
  ScreeningOutcome,
  SessionStatus,
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
  /**
   * When the account's first second factor was set up; null while it has none (0022). Written
   * only by the second-factor module.
   */
  second_factor_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 51: the language of the member's mails and text messages (contracts' LOCALES). */
  preferred_language: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /**
   * When this session last passed the second factor: at sign-in, then at each step-up (a fresh
   * one lets a member add a wallet or change the password, decision 0033).
   */
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

/** A 6-digit code mailed to an address, with or without an account (0041, decision 0053). */
export interface EmailCodesTable {
  id: string;
  /** Blind index of the lower-cased address (the users table's email_bidx). */
  email_bidx: string;
  /** Keyed hash of the address's index and the code: a code is worth nothing for another one. */
  code_hash: string;
  failures: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  /** SHA-256 of the sign-up ticket a proved code of a new address became. */
  ticket_hash: ColumnType<string | null, null | undefined, string | null>;
  ticket_expires_at: ColumnType<string | null, null | undefined, string | null>;
  ticket_used_at: ColumnType<string | null, null | undefined, string | null>;
  created_at: string;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  next_attempt_at: string | null;
}

/** What a dev outbox row was: an e-mail, or a text message kept by a sandbox messenger. */
export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface DevOutboxTable {
  id: string;
  /** 'email' for rows written before messaging (migration 0019's default). */
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, never>;
  /** An e-mail address, or a number in E.164 (+234…) for SMS and WhatsApp. */
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

/** A residential address and its utility bill or bank statement (issue 48, migration 0044). */
export interface AddressProofsTable {
  id: string;
  user_id: string;
  /** The typed address, encrypted. */
  address_enc: string;
  document_kind: AddressProofKind;
  /** YYYY-MM-DD, as printed on the document (the member types it; the OCR looks for it). */
  issued_on: string;
  file_key: string;
  /** AddressProofReading as encrypted JSON; null until read (or never, with the checks off). */
  reading_enc: string | null;
  status: AddressProofStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** BVN lookups an account has made (issue 31): capped for good, claimed before asking. */
export interface IdentityLookupCountsTable {
  user_id: string;
  used: number;
  updated_at: string;
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
  /** The passed live capture its selfie came from (0036); null for an uploaded selfie. */
  liveness_session_id: ColumnType<string | null, string | null | undefined, never>;
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
  /** Proven after verification: answers lookups only from then (issue 30). */
  held_until: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A number its member proved; one member per number (primary key: the number's blind index). */
export interface NumberProofsTable {
  number_bidx: string;
  user_id: string;
  source: NumberProofSource;
  proven_at: string;
  /** Proven after verification: answers lookups only from then. */
  held_until: string | null;
}

/** A one-time code sent to a number; only its keyed hash is kept. */
export interface NumberProofCodesTable {
  id: string;
  user_id: string;
  kind: NumberKind;
  channel: NumberChannel;
  number_bidx: string;
  code_hash: string;
  failures: ColumnType<number, number | undefined, number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A wallet or number proven after verification, waiting to join the answer (cancellable). */
export interface IdentifierHoldsTable {
  id: string;
  user_id: string;
  kind: HoldKind;
  /** wallet: "address_norm|family"; number: the number's blind index. */
  target: string;
  /** What the member sees of it, masked. */
  label: string;
  /** SHA-256 of the e-mailed cancel link's token. */
  token_hash: string;
  created_at: string;
  held_until: string;
  cancelled_at: string | null;
}

/** Members verified before numbers were proven: each mailed once to prove theirs. */
export interface NumberProofInvitesTable {
  user_id: string;
  mailed_at: string | null;
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
  /** Only with a business_check (issue 30): a name nothing checked is not certified. */
  business_name: string | null;
  /** How the business name was checked: 'cac' | 'document' (BusinessCheckMethod); null: none. */
  business_check: BusinessCheckMethod | null;
  /** The normalised CAC number ("RC 1234567") when business_check is 'cac'. */
  business_registration: string | null;
  /** The CBN tier the approved evidence supports (issue 48, tierOf); null: none. */
  kyc_tier: ColumnType<number | null, number | null | undefined, number | null>;
  /** That evidence, JSON TierEvidence (with when each was verified); null: none recorded. */
  tier_evidence: ColumnType<string | null, string | null | undefined, string | null>;
  approved_at: string;
  approved_by: string | null;
  updated_at: string;
  /** The approved passport's expiry, YYYY-MM-DD from its MRZ (issue 50); null: none known. */
  document_expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the member was told their document expires soon (once per document). */
  expiry_noticed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the verification lapsed for the expired document; null while it is current. */
  documents_expired_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A member's renewal of an expiring or expired passport (issue 50): renewed or refused. */
export interface DocumentRenewalsTable {
  id: string;
  user_id: string;
  /** pending: a driver's licence, waiting for a reviewer (0053). */
  outcome: 'renewed' | 'refused' | 'pending';
  document_type: ColumnType<
    'passport' | 'drivers_licence',
    'passport' | 'drivers_licence' | undefined
  >;
  /** The live capture's selfie frame (the liveness module keeps it while a renewal is pending). */
  selfie_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** A reviewer's refusal, in the member's words. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of RenewalProblem codes. */
  problems: string;
  expires_on: string | null;
  document_key: string | null;
  liveness_session_id: string;
  created_at: string;
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
  /** The phone's passed live capture for the selfie step (0036). */
  liveness_session_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CaptureHandoffPhotosTable {
  handoff_id: string;
  kind: HandoffPhotoKind;
  storage_key: string;
  content_type: string;
  created_at: string;
}

/** A business (issue 32): test mode at once, live mode once an admin approves. */
export interface OrganisationsTable {
  id: string;
  name: string;
  support_email: string;
  website: string;
  /** JSON array of origins */
  redirect_origins: string;
  live_status: LiveStatus;
  live_requested_at: string | null;
  live_decided_at: string | null;
  live_decided_by: string | null;
  live_reason: string | null;
  /** The name and website checked at live approval (0037): what members see. */
  checked_name: string | null;
  checked_website: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The prepaid balance (0039): live lookups and live verification fees draw on it. */
  balance_kobo: number;
  /** When the owners were told the balance is running low (null again after a credit lifts it). */
  low_balance_mailed_at: string | null;
  /** Its logo's SHA-256 (0042): the PNG is stored at logos/<sha>.png. */
  logo_sha: string | null;
  /** The logo an admin saw at live approval: what live pages show. */
  checked_logo_sha: string | null;
  /** #rrggbb, readable under white text. */
  brand_colour: string | null;
  /** The CAC number its owner gave when asking to go live (0046), "RC 1234567". */
  registration: string | null;
  /** The number a business verification of it approved: the consent screen's badge. */
  verified_registration: string | null;
  /** The business verification deciding its live request. */
  live_verification_id: string | null;
  /** The code its website's domain proof holds (0047). */
  domain_token: string | null;
  /** The host a domain proof was seen for: members see a website on this host only. */
  domain_proven_host: string | null;
  domain_proven_at: string | null;
  domain_proof_method: 'dns' | 'file' | null;
}

/** A top-up of an organisation's balance (0039): pending until its payment is confirmed. */
export interface BalanceCreditsTable {
  id: string;
  organisation_id: string;
  amount_kobo: number;
  /** 'payment' (the payment provider's checkout) or 'operator' (a bank transfer, credited by hand) */
  source: 'payment' | 'operator';
  /** The payment's reference, or the operator's (unique: a reference credits once). */
  reference: string;
  status: 'pending' | 'credited' | 'failed';
  note: string | null;
  created_by: string | null;
  created_at: string;
  credited_at: string | null;
}

export interface OrganisationMembersTable {
  organisation_id: string;
  user_id: string;
  role: OrgRole;
  created_at: string;
}

export interface OrganisationInvitationsTable {
  id: string;
  organisation_id: string;
  /** v2 ciphertext bound to the row */
  email: string;
  email_bidx: string;
  role: OrgRole;
  /** SHA-256 of the mailed token */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeysTable {
  id: string;
  organisation_id: string;
  mode: ApiMode;
  name: string;
  /** Comma-separated ApiKeyScope values */
  scopes: string;
  /** HMAC-SHA256 of the whole key (decision 0037): the secret itself is never stored. */
  key_hash: string;
  hint: string;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  rolled_to: string | null;
}

/** One business API lookup: never the value searched. */
export interface BusinessUsageTable {
  id: string;
  organisation_id: string;
  key_id: string;
  mode: ApiMode;
  search_by: string;
  found_user_id: string | null;
  /** 1 found, 0 not */
  found: number;
  request_id: string;
  created_at: string;
}

/** Something a business should hear about (issue 33); `data` is the delivered JSON. */
export interface BusinessEventsTable {
  /** evt_… */
  id: string;
  organisation_id: string;
  mode: ApiMode;
  /** A BusinessEventType (verification_session.approved, consent.revoked, …) */
  type: string;
  data: string;
  created_at: string;
}

/** A business verification (issue 49, KYB): status changes only in its module's `move`. */
export interface BusinessVerificationsTable {
  id: string;
  organisation_id: string;
  mode: ApiMode;
  key_id: string | null;
  /** `customer`: a business's customer; `organisation`: the organisation itself going live (0046). */
  subject: 'customer' | 'organisation';
  /** "RC 1234567" */
  registration: string;
  name: string;
  redirect_url: string | null;
  registry_lookup: RegistryLookup;
  /** The registry's record as JSON (a business's public record): RegistryRecord. */
  registry: string | null;
  /** 1 / 0 / null (not found yet) */
  name_matches: number | null;
  screening: ScreeningOutcome;
  /** The entity's possible matches as JSON, for the reviewer. */
  screening_hits: string | null;
  /** JSON string[] */
  review_reasons: string;
  status: BusinessVerificationStatus;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  lookup_attempts: number;
  next_lookup_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A verified member's possible match with a list entry found later (issue 50, 0049). */
export interface MonitoringAlertsTable {
  id: string;
  member_id: string;
  entry_fingerprint: string;
  /** MonitoringHit as JSON. */
  hit: string;
  score: number;
  status: MonitoringAlertStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** An approved business's possible match with a list entry found later (issue 50, 0052). */
export interface MonitoringBusinessAlertsTable {
  id: string;
  business_verification_id: string;
  entry_fingerprint: string;
  hit: string;
  score: number;
  status: MonitoringAlertStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

export interface MonitoringEntriesSeenTable {
  fingerprint: string;
  seen_at: string;
}

export interface MonitoringStateTable {
  key: string;
  value: string;
  updated_at: string;
}

/** The business's own papers on a business verification (0048), kept as their pages' images. */
export interface BusinessVerificationDocumentsTable {
  id: string;
  verification_id: string;
  kind: BusinessDocumentKind;
  pages: number;
  /** Storage keys `${file_prefix}/${n}` for n = 1…pages. */
  file_prefix: string;
  /** The API key's id, or the console member's id. */
  added_by: string;
  created_at: string;
}

/** A director, shareholder or person with significant control of a business verification. */
export interface BusinessVerificationPeopleTable {
  id: string;
  verification_id: string;
  position: number;
  /** Sealed JSON: first, last and middle names and the date of birth as listed. */
  person_enc: string;
  /** Comma-separated BusinessPersonRole */
  roles: string;
  share_percent: number | null;
  source: 'registry' | 'business';
  status: BusinessPersonStatus;
  session_id: string | null;
  member_id: string | null;
  kyc_tier: number | null;
  screening: ScreeningOutcome;
  screening_hits: string | null;
  mismatch: string | null;
  created_at: string;
  updated_at: string;
}

/** A business's verification link for one customer (issue 33, decision 0039). */
export interface VerificationSessionsTable {
  /** vs_… */
  id: string;
  organisation_id: string;
  mode: ApiMode;
  key_id: string;
  reference: string;
  redirect_url: string;
  /** Comma-separated SessionClaim values */
  claims: string;
  purpose: string;
  status: SessionStatus;
  member_id: string | null;
  grant_id: string | null;
  created_at: string;
  expires_at: string;
  opened_at: string | null;
  completed_at: string | null;
  updated_at: string;
  /** LivenessEvidence of the approval shared (0036); null until approved. */
  liveness: ColumnType<'passed' | 'not_performed' | null, string | null | undefined, string | null>;
  /** The business's prefill of the sign-up form (0040), encrypted; null once the session moved on. */
  customer_enc: ColumnType<string | null, string | null | undefined, string | null>;
  /** The CBN tier the business requires (issue 48); null: any verified member. */
  required_tier: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who pays a member's KYC fee started from this link (0046). */
  fee_payer: 'organisation' | 'member';
  /** Issue 50: the grant this session asks the member to confirm again (POST /grants/{id}/reverify). */
  reverifies_grant_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 51: the language the business asked the session's pages to open in; null: the visitor's. */
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
}

/** What a member allowed an organisation to read (issue 33). */
export interface ConsentGrantsTable {
  /** grant_… */
  id: string;
  user_id: string | null;
  organisation_id: string;
  session_id: string;
  mode: ApiMode;
  claims: string;
  /** The shared values, encrypted JSON; null once revoked. */
  values_enc: string | null;
  purpose: string;
  created_at: string;
  revoked_at: string | null;
  /** replaced: the member confirmed it again through a re-verification session (issue 50). */
  revoked_by: 'member' | 'account_closed' | 'replaced' | null;
}

/** The KYC fee an organisation paid for a member verifying from its live link (its usage). */
export interface VerificationFeesTable {
  session_id: string;
  organisation_id: string;
  user_id: string | null;
  amount_kobo: number;
  created_at: string;
  /** The session ended before the member submitted: the fee went back (0037). */
  refunded_at: string | null;
  /** 1 when the fee came out of the prepaid balance (0039): only then does a refund go back to it. */
  from_balance: ColumnType<number, number | undefined, number>;
}

/** The business API's Idempotency-Key records (IETF draft), 24 hours. */
export interface IdempotencyKeysTable {
  organisation_id: string;
  mode: ApiMode;
  idem_key: string;
  fingerprint: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

export interface WebhookEndpointsTable {
  /** ep_… */
  id: string;
  organisation_id: string;
  mode: ApiMode;
  url: string;
  description: string;
  /** JSON array of BusinessEventType; [] means every type. */
  event_types: string;
  /** whsec_… encrypted (PiiCipher). */
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  /** The first failure since the last success: 5 days of it disables the endpoint. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  /** dlv_… */
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_response: string | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export type WebhookOutcome = 'success' | 'http_error' | 'timeout' | 'network' | 'refused' | 'gone';

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  outcome: WebhookOutcome;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  started_at: string;
}

/** What the decision policy concluded for a version (issue 34, decision 0041). */
/** A live capture challenge and its answer (0036, decision 0049). */
export interface LivenessSessionsTable {
  id: string;
  user_id: string;
  /** JSON: LivenessAction[] in order */
  challenge: string;
  created_at: string;
  expires_at: string;
  /** 'human' or 'sandbox': which checker judged it */
  checker: string;
  answered_at: string | null;
  outcome: 'passed' | 'failed' | null;
  /** JSON: LivenessReason[] */
  reasons: string | null;
  /** JSON: what the checker measured (LivenessMeasured) */
  measured: string | null;
  /** The frontal frame that becomes the submission's selfie. */
  selfie_key: string | null;
  /** The submission that used it (once). */
  used_by: string | null;
}

export interface LivenessFramesTable {
  session_id: string;
  idx: number;
  storage_key: string;
  /** Of the cleaned image: the same frame sent again in any later session is a replay. */
  sha256: string;
  faces: number;
  yaw: number | null;
  pitch: number | null;
  /** FrameState */
  state: string;
}

export interface PolicyDecisionsTable {
  submission_id: string;
  /** auto-v1 */
  policy: string;
  outcome: 'approve' | 'review';
  /** JSON: the conditions that did not hold (empty for an approval) */
  reasons: string;
  /** JSON: [{ code, outcome, score }] the results it relied on */
  relied_on: string;
  decided_at: string;
}

/** A sampled automatic approval a reviewer looks at again. */
export interface SecondLooksTable {
  submission_id: string;
  member_id: string;
  policy: string;
  status: 'open' | 'confirmed' | 'revoked';
  reviewer_id: string | null;
  reason: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** An OID4VCI pre-authorized offer (issue 36): codes and tokens stored as hashes only. */
export interface CredentialOffersTable {
  id: string;
  user_id: string;
  code_hash: string;
  tx_code_hash: string;
  tx_failures: ColumnType<number, number | undefined, number>;
  expires_at: string;
  redeemed_at: string | null;
  token_hash: string | null;
  token_expires_at: string | null;
  issued_at: string | null;
  created_at: string;
}

export interface CredentialNoncesTable {
  nonce_hash: string;
  expires_at: string;
  used_at: string | null;
}

/** A verification link's request opened by a holder's key (issue 46, 0038): its nonce hashed. */
export interface CredentialRequestsTable {
  nonce_hash: string;
  session_id: string;
  holder_thumbprint: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An issued Vouch credential: no personal data, its status-list slot and status (0/1/2). */
export interface CredentialsTable {
  id: string;
  user_id: string;
  submission_id: string | null;
  status_list: number;
  status_idx: number;
  status: ColumnType<number, number | undefined, number>;
  kid: string;
  holder_thumbprint: string;
  issued_at: string;
  expires_at: string;
  status_changed_at: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The reviewer working on a case (migration 0034); lapsed when not seen for 30 minutes. */
export interface CaseClaimsTable {
  submission_id: string;
  reviewer_id: string;
  claimed_at: string;
  seen_at: string;
}

/** A process of this install, as it last said it was alive (migration 0032). */
export interface InstancesTable {
  id: string;
  /** api | worker */
  kind: string;
  host: string;
  pid: number;
  version: string;
  started_at: string;
  seen_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  email_tokens: EmailTokensTable;
  email_codes: EmailCodesTable;
  login_throttle: LoginThrottleTable;
  dev_outbox: DevOutboxTable;
  transactions: TransactionsTable;
  sandbox_charges: SandboxChargesTable;
  identity_lookups: IdentityLookupsTable;
  address_proofs: AddressProofsTable;
  business_verifications: BusinessVerificationsTable;
  business_verification_people: BusinessVerificationPeopleTable;
  business_verification_documents: BusinessVerificationDocumentsTable;
  monitoring_alerts: MonitoringAlertsTable;
  monitoring_business_alerts: MonitoringBusinessAlertsTable;
  document_renewals: DocumentRenewalsTable;
  monitoring_entries_seen: MonitoringEntriesSeenTable;
  monitoring_state: MonitoringStateTable;
  identity_lookup_counts: IdentityLookupCountsTable;
  kyc_submissions: KycSubmissionsTable;
  kyc_files: KycFilesTable;
  wallets: WalletsTable;
  wallet_proofs: WalletProofsTable;
  wallet_challenges: WalletChallengesTable;
  number_proofs: NumberProofsTable;
  number_proof_codes: NumberProofCodesTable;
  number_proof_invites: NumberProofInvitesTable;
  identifier_holds: IdentifierHoldsTable;
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
  organisations: OrganisationsTable;
  organisation_members: OrganisationMembersTable;
  organisation_invitations: OrganisationInvitationsTable;
  api_keys: ApiKeysTable;
  business_usage: BusinessUsageTable;
  business_events: BusinessEventsTable;
  verification_sessions: VerificationSessionsTable;
  consent_grants: ConsentGrantsTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  policy_decisions: PolicyDecisionsTable;
  liveness_sessions: LivenessSessionsTable;
  liveness_frames: LivenessFramesTable;
  second_looks: SecondLooksTable;
  case_claims: CaseClaimsTable;
  instances: InstancesTable;
  credential_offers: CredentialOffersTable;
  credential_nonces: CredentialNoncesTable;
  credential_requests: CredentialRequestsTable;
  credentials: CredentialsTable;
  verification_fees: VerificationFeesTable;
  balance_credits: BalanceCreditsTable;
}

/** Every column as plain as it is read: the lifecycle module's own view of the tables. */
type Writable<T> = { [K in keyof T]: SelectType<T[K]> };
export interface LifecycleDatabase extends Omit<Database, 'users' | 'kyc_submissions'> {
  users: Writable<UsersTable>;
  kyc_submissions: Writable<KycSubmissionsTable>;
}
