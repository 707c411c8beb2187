import { z } from 'zod';
import { riskLevels, type RiskLevel, type SubmissionChecks } from './checks.js';
import type { IdType, KycRecord, KycStatus } from './kyc.js';
import type { MemberStatus } from './enums.js';
import type { ClaimKind, VerifiedDetails } from './lifecycle.js';

/** The back office (back-office issue): reviewers decide KYC submissions; admins manage roles. */

export const rejectionReasons = [
  { value: 'unreadable_document', label: 'Document is unreadable' },
  { value: 'expired_document', label: 'Document has expired' },
  { value: 'face_mismatch', label: 'Face does not match the document' },
  { value: 'details_mismatch', label: 'Details do not match' },
  { value: 'screenshot_or_photocopy', label: 'Screenshot or photocopy' },
  { value: 'other', label: 'Other' },
] as const;
export type RejectionReason = (typeof rejectionReasons)[number]['value'];
const reasonValues = rejectionReasons.map((r) => r.value) as [
  RejectionReason,
  ...RejectionReason[],
];

export const backofficeMessages = {
  decisionRequired: 'Choose approve or reject',
  reasonRequired: 'Choose a reason for the rejection',
  noteRequired: 'Tell the member what to fix (at least 10 characters)',
  ownSubmission: 'You cannot decide on your own submission.',
  notUnderReview: 'This submission is no longer under review.',
  alreadyDecided: 'Another reviewer decided this case a moment ago.',
  approved: 'Approved. The member is now verified.',
  rejected: 'Rejected. The member has been told what to fix.',
  roleChanged: 'Role updated.',
  noSuchMember: 'No account with that e-mail.',
  cannotChangeOwnRole: 'You cannot change your own role.',
} as const;

export const queueQuerySchema = z.object({
  status: z
    .enum(['CURRENTLY_UNDER_REVIEW', 'APPROVED', 'REJECTED'])
    .default('CURRENTLY_UNDER_REVIEW'),
  id_type: z.string().max(30).optional(),
  country: z.string().max(30).optional(),
  q: z.string().trim().max(254).optional(),
  /** The automated checks' risk level. */
  risk: z.enum(riskLevels).optional(),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;

export interface QueueItem {
  submission_id: string;
  member_uuid: string;
  member_email: string;
  member_name: string;
  identity_type: IdType;
  country: string;
  document_type: string;
  version: number;
  status: KycStatus;
  submitted_at: string;
  /** Hours since submission; the promise is 24-48 hours. */
  waited_hours: number;
  /** The automated checks' verdict for the reviewer ('pending' while they run). */
  risk_level: RiskLevel;
}

export interface CaseVersion {
  submission_id: string;
  version: number;
  status: KycStatus;
  reason: string | null;
  submitted_at: string;
  decided_at: string | null;
}

export interface CaseView {
  submission: KycRecord;
  member: {
    uuid: string;
    email: string;
    name: string;
    dob: string;
    status: MemberStatus;
    member_since: string;
  };
  /** The identity lookup beside what the member typed; null when no lookup was made. */
  lookup: {
    provider: string;
    first_name: string;
    last_name: string;
    middle_name: string | null;
    dob: string | null;
    matches: { first_name: boolean; last_name: boolean; dob: boolean };
  } | null;
  versions: CaseVersion[];
  payment: {
    ref_number: string;
    amount: number;
    paid_at: string | null;
    payment_type: string;
  } | null;
  /** Other accounts whose submissions used the same ID number (their uuids only). */
  duplicate_id_accounts: string[];
  /** The automated checks' results and risk summary (shown at the top of the case view). */
  checks: SubmissionChecks;
  /** What an approval certifies: Check Verification will answer with exactly these. */
  certifies: VerifiedDetails;
  /** Identifiers another verified member already holds: an approval would be refused. */
  claim_conflicts: { kind: ClaimKind; holder_uuid: string }[];
}

export const decisionPayloadSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: backofficeMessages.decisionRequired }),
    reason_code: z.enum(reasonValues, { error: backofficeMessages.reasonRequired }).optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'reject') return;
    if (!v.reason_code)
      ctx.addIssue({
        code: 'custom',
        path: ['reason_code'],
        message: backofficeMessages.reasonRequired,
      });
    if (v.reason_code === 'other' && (v.note ?? '').length < 10) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: backofficeMessages.noteRequired });
    }
  });
export type DecisionPayload = z.input<typeof decisionPayloadSchema>;

export const roleChangePayloadSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  role: z.enum(['member', 'reviewer']),
});

export interface AuditEntry {
  seq: number;
  at: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  ip: string | null;
  hash: string;
}

/** A background job that failed every attempt (the dead-letter list; admins may retry it). */
export interface FailedJobItem {
  id: string;
  /** mail | checks | payments-reconcile | uploads-sweep */
  queue: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  failed_at: string;
}

export const jobQueueLabels: Record<string, string> = {
  mail: 'E-mail',
  checks: 'Automated checks',
  'payments-reconcile': 'Payment reconciliation',
  'uploads-sweep': 'Upload sweep',
};

export const jobMessages = {
  retried: 'The job is queued again.',
  notFailed: 'This job is no longer on the failed list; reload it.',
} as const;

export const backofficePaths = {
  queue: '/backoffice/queue',
  case: '/backoffice/cases',
  roles: '/backoffice/roles',
  audit: '/backoffice/audit',
  failedJobs: '/backoffice/jobs/failed',
} as const;
