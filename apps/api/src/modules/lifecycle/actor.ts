import { userInfo } from 'node:os';
import type { AuditEvent } from '../audit/index.js';

/** Who caused a transition; the audit entry names them (ids only). */
export type Actor =
  | { kind: 'member'; id: string; ip: string | null }
  | { kind: 'staff'; id: string; ip: string | null }
  /** The operator CLI: there is no account, so the entry names the OS user. */
  | { kind: 'operator' }
  /** The server itself: the e-mail link, the payment provider, the automated checks. */
  | { kind: 'system'; name: 'email-link' | 'payment-provider' | 'auto-reject' };

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
  }
}
