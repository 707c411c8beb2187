import { userInfo } from 'node:os';
import type { AuditEvent } from '../audit/index.js';

/** Who caused a transition; the audit entry names them (ids only). */
export type Actor =
  | { kind: 'member'; id: string; ip: string | null }
  | { kind: 'staff'; id: string; ip: string | null }
  /** The operator CLI: there is no account, so the entry names the OS user. */
  | { kind: 'operator' }
  /** The server itself: the e-mail link, the payment provider, the automated checks. */
  | {
      kind: 'system';
      /** verification-link: an organisation paid the fee for its customer (issue 33). */
      name:
        | 'email-link'
        | 'email-code'
        | 'payment-provider'
        | 'auto-reject'
        | 'verification-link'
        /** Issue 48: a member verified before tiers given theirs, at start. */
        | 'tier-backfill'
        /** Issue 49: live mode following the organisation's own business verification. */
        | 'business-verification'
        /** Issue 50: a passport expired past the operator's grace period. */
        | 'document-expiry';
    }
  /** A decision policy (decision 0041): the audit entry names it and its version. */
  | { kind: 'policy'; name: PolicyVersion };

/** Every decision policy that ever decided; versions are added, never edited (decision 0041). */
export const policyVersions = ['auto-v1', 'auto-v2', 'auto-v3'] as const;
export type PolicyVersion = (typeof policyVersions)[number];

export const operator: Actor = { kind: 'operator' };

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The actor's part of an audit entry. */
export function auditActor(a: Actor): Pick<AuditEvent, 'actorId' | 'ip'> & {
  via: Record<string, string>;
} {
  switch (a.kind) {
    case 'member':
    case 'staff':
      return { actorId: a.id, ip: a.ip, via: {} };
    case 'operator':
      return { actorId: null, ip: null, via: { via: 'cli', operator: operatorName() } };
    case 'system':
      return { actorId: null, ip: null, via: { via: a.name } };
    case 'policy':
      return { actorId: null, ip: null, via: { via: `policy ${a.name}`, policy: a.name } };
  }
}
