import { z } from 'zod';

/**
 * The member's own data (issue 16): consents on record, a copy of everything held, closing the
 * account with erasure, and how long each kind of record is kept (NDPA 2023; CBN AML/CFT
 * Regulations for KYC records).
 */

/** The terms and privacy policy a registration accepts (shown on the legal page). */
export const TERMS_VERSION = '2026-11';
/** The wording of the biometric consent on the KYC review step. */
export const BIOMETRIC_CONSENT_VERSION = '2026-11';

export const consentKinds = ['terms_privacy', 'biometric'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentLabels: Record<ConsentKind, string> = {
  terms_privacy: 'Terms of Service and Privacy Policy',
  biometric: 'Processing of your photos and face data for identity verification',
};

export interface ConsentRecord {
  kind: ConsentKind;
  version: string;
  /** ISO 8601 UTC */
  given_at: string;
}

/** How long each kind of record is kept, in days (from the server's configuration). */
export interface RetentionPolicy {
  /** KYC records (submissions, documents, selfies, payments) after the account ends. */
  kyc_records_days: number;
  /** Images of a rejected submission no later version uses. */
  rejected_images_days: number;
  /** Check Verification searches. */
  lookups_days: number;
  /** Accounts that never paid, and abandoned sign-ups. */
  abandoned_days: number;
}

export type DataRequestKind = 'export' | 'erasure';
export type DataRequestStatus = 'open' | 'ready' | 'downloaded' | 'expired' | 'done' | 'failed';

/** GET /privacy/my-data: what we hold, grouped, with counts; never who looked the member up. */
export interface MyDataSummary {
  account: {
    uuid: string;
    email_address: string;
    name: string;
    member_since: string;
    status: string;
    wallets: number;
  };
  kyc: { submissions: number; files: number; latest_status: string | null };
  /**
   * count: every payment record held, checkouts opened and never paid included (kept for
   * reconciliation); listed: the paid and failed ones, which Transactions lists (issue 37).
   */
  payments: { count: number; listed: number };
  lookups: { searches_made: number; looked_up_by_others: number };
  tickets: { count: number; messages: number };
  consents: ConsentRecord[];
  retention: RetentionPolicy;
  /** The latest copy asked for, if any. */
  export: { status: DataRequestStatus; requested_at: string; expires_at: string | null } | null;
}

/** GET /backoffice/data-requests (admins): requests and how long they have been open. */
export interface DataRequestItem {
  id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  member_uuid: string;
  requested_at: string;
  completed_at: string | null;
  age_days: number;
  /** The law gives a month to answer (NDPA 2023 s. 34; GDPR art. 12(3)). */
  deadline: string;
  overdue: boolean;
}

/** A data request is answered within this many days. */
export const DATA_REQUEST_DEADLINE_DAYS = 30;
/** A download link works once, for this long. */
export const EXPORT_LINK_HOURS = 24;

export const privacyMessages = {
  exportRequested:
    'We are preparing a copy of your data. We will e-mail you a link (it works once, for 24 hours).',
  exportPending: 'A copy of your data is already being prepared. Check your e-mail shortly.',
  exportLinkInvalid:
    'This download link has expired or has been used. Ask for a new copy on the Your data page.',
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'That password is not correct',
  confirmRequired: 'Tick the box to confirm you want to close your account',
  closed: 'Your account is closed and your data has been erased.',
  /**
   * A case under review is finished first: closed mid-review it would wait for ever, and its
   * face data, erased with the account, would let the same face register again (issue 31).
   */
  closeUnderReview:
    'Your KYC is under review, so your account cannot be closed yet. We decide within 24-48 hours; close it once you have our answer.',
  legalHoldReasonRequired: 'Write why you need these records (at least 10 characters)',
  legalHoldNotFound: 'No records are kept for that account',
} as const;

/** POST /privacy/close */
export const closeAccountPayloadSchema = z.object({
  password: z
    .string({ error: privacyMessages.passwordRequired })
    .min(1, privacyMessages.passwordRequired)
    .max(200),
  confirm: z.literal(true, { error: privacyMessages.confirmRequired }),
});
export type CloseAccountPayload = z.input<typeof closeAccountPayloadSchema>;

/** GET /privacy/export/download?token= */
export const exportDownloadQuerySchema = z.object({
  token: z.string({ error: privacyMessages.exportLinkInvalid }).min(20).max(200),
});

export const privacyPaths = {
  myData: '/privacy/my-data',
  export: '/privacy/export',
  download: '/privacy/export/download',
  close: '/privacy/close',
  policy: '/privacy/retention',
  dataRequests: '/backoffice/data-requests',
  legalHolds: '/backoffice/legal-holds',
} as const;

/**
 * GET /backoffice/legal-holds (admins): closed accounts whose KYC records the law makes us keep,
 * with no personal data: the records themselves open only through an audited access.
 */
export interface LegalHoldItem {
  user_uuid: string;
  /** Why the records are kept ('kyc_records': CBN AML/CFT Regulations). */
  reason: string;
  /** ISO 8601 UTC: when the account was closed. */
  account_ended_at: string;
  /** ISO 8601 UTC: when the scheduled purge deletes them. */
  purge_after: string;
}

/** POST /backoffice/legal-holds/:userId/access: the written reason goes on the audit log. */
export const legalHoldAccessSchema = z.object({
  reason: z
    .string({ error: privacyMessages.legalHoldReasonRequired })
    .trim()
    .min(10, privacyMessages.legalHoldReasonRequired)
    .max(1000, 'Keep the reason under 1000 characters'),
});
export type LegalHoldAccessPayload = z.input<typeof legalHoldAccessSchema>;

/** One kept KYC submission, decrypted, with the list of its stored files (not their bytes). */
export interface LegalHoldSubmission {
  id: string;
  version: number;
  status: string;
  reason: string | null;
  submitted_at: string;
  decided_at: string | null;
  applicant_type: string;
  country: string;
  identity_type: string;
  identity_number: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  phone_number: string;
  email_address: string;
  document_type: string;
  business_name: string | null;
  business_number: string | null;
  files: { id: string; kind: string; content_type: string; size: number; stored_at: string }[];
}

/** What an admin sees under a legal hold: the kept records, once the access is audited. */
export interface LegalHoldRecords extends LegalHoldItem {
  submissions: LegalHoldSubmission[];
  payments: {
    ref_number: string;
    amount: number;
    currency: string;
    status: string;
    paid_at: string | null;
  }[];
}

/** Days as "5 years", "1 year", "90 days" (the policy page and the Your data page). */
export function describeDays(days: number): string {
  if (days % 365 === 0) {
    const y = days / 365;
    return `${y} year${y === 1 ? '' : 's'}`;
  }
  return `${days} day${days === 1 ? '' : 's'}`;
}
