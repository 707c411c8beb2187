import { z } from 'zod';
import type { BusinessCheck } from './business-check.js';
import type { MemberStatus } from './enums.js';
import type { KycStatus } from './kyc.js';

/**
 * The verification lifecycle: which events move a member and their KYC submission, from which
 * states, to which. The API's lifecycle module is the only code that changes either status, and it
 * refuses every move this table does not allow; screens read the same table.
 *
 *   EMAIL_VERIFICATION ─email_verified→ KYC_REQUIREMENT ─fee_paid→ KYC_IN_PROGRESS
 *   KYC_IN_PROGRESS (nothing submitted) ─fee_refunded→ KYC_REQUIREMENT
 *   KYC_IN_PROGRESS ─approved→ VERIFIED ─revoked→ REVOKED ─submitted→ KYC_IN_PROGRESS
 *                                         REVOKED ─restored→ VERIFIED
 *   any (but SUSPENDED) ─suspended→ SUSPENDED ─reinstated→ the status it was suspended from
 *   any (but SUSPENDED) ─closed→ CLOSED (the member's own choice; nothing leaves CLOSED)
 */

/** Where a member's status goes back to when a suspension ends. */
export const PREVIOUS = 'previous';

export const memberEvents = {
  email_verified: { from: ['EMAIL_VERIFICATION'], to: 'KYC_REQUIREMENT' },
  fee_paid: { from: ['KYC_REQUIREMENT'], to: 'KYC_IN_PROGRESS' },
  /**
   * A business paid the fee from its verification link and the member declined or let the link
   * lapse before submitting anything: the business gets it back, and the member pays their own
   * if they carry on (issue 46). The lifecycle refuses it once a submission exists.
   */
  fee_refunded: { from: ['KYC_IN_PROGRESS'], to: 'KYC_REQUIREMENT' },
  /** A first submission, an update after a rejection, or a new one after a revocation. */
  submitted: { from: ['KYC_IN_PROGRESS', 'REVOKED'], to: 'KYC_IN_PROGRESS' },
  approved: { from: ['KYC_IN_PROGRESS'], to: 'VERIFIED' },
  rejected: { from: ['KYC_IN_PROGRESS'], to: 'KYC_IN_PROGRESS' },
  /** A verified member's approved profile change: the answer changes, the status does not. */
  profile_change_approved: { from: ['VERIFIED'], to: 'VERIFIED' },
  revoked: { from: ['VERIFIED'], to: 'REVOKED' },
  restored: { from: ['REVOKED'], to: 'VERIFIED' },
  suspended: {
    from: ['EMAIL_VERIFICATION', 'KYC_REQUIREMENT', 'KYC_IN_PROGRESS', 'VERIFIED', 'REVOKED'],
    to: 'SUSPENDED',
  },
  reinstated: { from: ['SUSPENDED'], to: PREVIOUS },
  /** The member closed their account (privacy): for good; what the law keeps stays locked. */
  closed: {
    from: ['EMAIL_VERIFICATION', 'KYC_REQUIREMENT', 'KYC_IN_PROGRESS', 'VERIFIED', 'REVOKED'],
    to: 'CLOSED',
  },
} as const satisfies Record<
  string,
  { from: readonly MemberStatus[]; to: MemberStatus | typeof PREVIOUS }
>;
export type MemberEvent = keyof typeof memberEvents;

/**
 * Facts about the member's own actions still count while an account is suspended: they move the
 * status the suspension will return to, not the SUSPENDED status itself.
 */
export const eventsUnderSuspension: readonly MemberEvent[] = [
  'email_verified',
  'fee_paid',
  'fee_refunded',
];

/** 'none': the member has no submission yet. */
export const submissionEvents = {
  submitted: { from: ['none', 'REJECTED', 'REVOKED'], to: 'CURRENTLY_UNDER_REVIEW' },
  approved: { from: ['CURRENTLY_UNDER_REVIEW'], to: 'APPROVED' },
  rejected: { from: ['CURRENTLY_UNDER_REVIEW'], to: 'REJECTED' },
  revoked: { from: ['APPROVED'], to: 'REVOKED' },
  restored: { from: ['REVOKED'], to: 'APPROVED' },
} as const satisfies Record<string, { from: readonly (KycStatus | 'none')[]; to: KycStatus }>;
export type SubmissionEvent = keyof typeof submissionEvents;

/** The member status an event leads to from `from`, or null when the event is not allowed. */
export function memberMove(
  event: MemberEvent,
  from: MemberStatus,
  suspendedFrom: MemberStatus | null = null,
): MemberStatus | null {
  const rule = memberEvents[event];
  if (!(rule.from as readonly MemberStatus[]).includes(from)) return null;
  if (rule.to === PREVIOUS) return suspendedFrom;
  return rule.to;
}

export function submissionMove(event: SubmissionEvent, from: KycStatus | 'none'): KycStatus | null {
  const rule = submissionEvents[event];
  return (rule.from as readonly (KycStatus | 'none')[]).includes(from) ? rule.to : null;
}

// ---- What a verification certifies --------------------------------------------------------

/**
 * The details an approval freezes. Check Verification answers only from these; a verified member's
 * later edit to one of the editable ones waits for a reviewer (a profile change).
 */
export interface VerifiedDetails {
  first_name: string;
  last_name: string;
  middle_name: string | null;
  /** dd-mm-yyyy */
  dob: string;
  phone_number: string;
  whatsapp_number: string;
  wechat_id: string | null;
  email_address: string;
  /**
   * Only when the business name was checked (issue 30): by the CAC registry or from the
   * certificate. An individual's verification, or a business's with neither, certifies none.
   */
  business_name?: string;
  /** How the business name was checked; present exactly when business_name is. */
  business_check?: BusinessCheck;
}

/**
 * The profile fields a verified member may change, each only with a reviewer's approval. Phone
 * and WhatsApp numbers are not among them since issue 30: a code sent to the number proves it,
 * which a reviewer cannot (decision 0034). Changes stored before name them still.
 */
export const reviewedProfileFields = [
  { field: 'first_name', label: 'First name' },
  { field: 'last_name', label: 'Last name' },
  { field: 'wechat_id', label: 'WeChat ID' },
] as const;
export type ReviewedProfileField = (typeof reviewedProfileFields)[number]['field'];
const legacyFieldLabels: Record<string, string> = {
  phone_number: 'Phone number',
  whatsapp_number: 'WhatsApp number',
};
export const reviewedFieldLabel = (f: ReviewedProfileField) =>
  reviewedProfileFields.find((x) => x.field === f)?.label ?? legacyFieldLabels[f] ?? f;

/**
 * Identifiers that belong to at most one verified member. 'phone' is only in records from before
 * issue 30: a number now belongs to whoever proved it by code (number proofs), and a number typed
 * on a profile blocks nobody.
 */
export const claimKinds = ['phone', 'email', 'wechat_id'] as const;
export type ClaimKind = (typeof claimKinds)[number];
/** What a refused claim can be about: a verified identifier, or a wallet address already proven. */
export type ConflictKind = ClaimKind | 'wallet';
export type ConflictContext = 'profile_edit' | 'approval' | 'restore' | 'wallet_proof';

export interface ProfileChangeDiff {
  field: ReviewedProfileField;
  before: string | null;
  after: string | null;
}

export type ProfileChangeStatus = 'pending' | 'approved' | 'rejected' | 'superseded';

/** The member's own view: shown on the profile until a newer change or decision replaces it. */
export interface ProfileReview {
  id: string;
  status: ProfileChangeStatus;
  fields: ReviewedProfileField[];
  reason: string | null;
  requested_at: string;
  decided_at: string | null;
}

/** A reviewer's queue entry. */
export interface ProfileChangeItem {
  id: string;
  member_uuid: string;
  member_email: string;
  member_name: string;
  status: ProfileChangeStatus;
  changes: ProfileChangeDiff[];
  requested_at: string;
  decided_at: string | null;
  reason: string | null;
}

/** A claim refused because another verified member holds the identifier (shown to staff). */
export interface ClaimConflict {
  id: string;
  kind: ConflictKind;
  claimant_uuid: string;
  claimant_email: string;
  holder_uuid: string;
  /**
   * 'profile_edit': a verified member's edit; 'approval': a reviewer's approval was refused;
   * 'wallet_proof': a second account signed for an address another account had proven.
   */
  context: ConflictContext;
  at: string;
}

/** An admin's view of one member's standing. */
export interface MemberStanding {
  uuid: string;
  email: string;
  name: string;
  role: 'member' | 'reviewer' | 'admin';
  status: MemberStatus;
  /** Why the member was revoked or suspended (the member reads it). */
  status_reason: string | null;
  status_changed_at: string | null;
  /** The status a reinstatement returns to. */
  suspended_from: MemberStatus | null;
  verified: VerifiedDetails | null;
  member_since: string;
}

/**
 * What staff follow from a member's standing (issue 37): their cases with who decided, their
 * payments, their tickets and how often they were looked up. Newest first, the latest ten each.
 */
export interface MemberActivity {
  cases: {
    submission_id: string;
    version: number;
    status: KycStatus;
    submitted_at: string;
    decided_at: string | null;
    /** A staff member's name, "Automatic (auto-v1)" or "Operator"; null while undecided. */
    decided_by: string | null;
  }[];
  payments: { reference: string; amount_kobo: number; status: string; at: string }[];
  tickets: { id: string; reference: string; subject: string; status: string; created_at: string }[];
  /** Check Verification searches in the last 30 days: that found this member, that they made. */
  lookups: { found_them: number; made: number };
}

/** The back office's member page: the standing and the activity. */
export interface MemberStandingView extends MemberStanding {
  activity: MemberActivity;
}

// ---- Payloads ----------------------------------------------------------------------------------

export const lifecycleMessages = {
  reasonRequired: 'Give a reason the member will read (at least 10 characters)',
  revoked: 'Verification revoked. The member has been told why.',
  suspended: 'Account suspended. The member has been told why and signed out.',
  reinstated: 'Reinstated. The member has been told.',
  notAllowed: 'This change is not possible for this member now.',
  cannotRevoke: 'Only a verified member can have their verification revoked.',
  cannotSuspend: 'This account is already suspended.',
  cannotReinstate: 'This member is neither suspended nor revoked.',
  ownAccount: 'You cannot change the standing of your own account.',
  staffAccount: 'Staff accounts are managed with the operator CLI.',
  memberSuspended: "This member's account is suspended. Reinstate it before deciding.",
  memberNotInReview: 'This member is not waiting for a KYC decision; reload the case.',
  accountSuspended:
    'Your account has been suspended. If you think this is a mistake, contact support@vouch.ng.',
  noSuchMember: 'No member with that e-mail or UUID.',
  claimTaken: {
    phone: 'This number belongs to another verified member. If it is yours, contact support.',
    email: 'This e-mail address belongs to another verified member.',
    wechat_id:
      'This WeChat ID belongs to another verified member. If it is yours, contact support.',
  } satisfies Record<ClaimKind, string>,
  approvalClaimTaken:
    "Cannot approve: another verified member already holds this member's WeChat ID or e-mail. Reject with 'Details do not match', or ask an admin.",
  claimHeld: 'Another verified member already holds this e-mail address or WeChat ID.',
  restoreClaimTaken:
    'Cannot restore: another verified member now holds one of this member’s identifiers.',
  changeApproved: 'Change approved. Check Verification now shows the new details.',
  changeRejected: 'Change rejected. The member has been told why.',
  changeNotPending: 'This change is no longer waiting for review; reload the list.',
  cannotClose: 'This account cannot be closed now. Contact support@vouch.ng.',
} as const;

const reason = z
  .string({ error: lifecycleMessages.reasonRequired })
  .trim()
  .min(10, lifecycleMessages.reasonRequired)
  .max(500, 'At most 500 characters');

/** POST /backoffice/members/:uuid/{revoke,suspend,reinstate} (admins). */
export const standingPayloadSchema = z.object({ reason });
export type StandingPayload = z.input<typeof standingPayloadSchema>;

export const profileChangeDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && (v.reason ?? '').length < 10)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: lifecycleMessages.reasonRequired });
  });
export type ProfileChangeDecision = z.input<typeof profileChangeDecisionSchema>;

export const memberSearchSchema = z.object({ q: z.string().trim().min(1).max(254) });

export const lifecyclePaths = {
  members: '/backoffice/members',
  profileChanges: '/backoffice/profile-changes',
  claimConflicts: '/backoffice/claim-conflicts',
} as const;
