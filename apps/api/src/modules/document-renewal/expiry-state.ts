import type { DocumentExpiry } from '@vouch/contracts';
import { addDays } from '../lifecycle/index.js';

/** The operator's dates (DOCUMENT_EXPIRY_NOTICE_DAYS and _GRACE_DAYS). */
export interface ExpiryPolicy {
  noticeDays: number;
  graceDays: number;
}

/** Today in Lagos, YYYY-MM-DD: a document expires at the end of its day where the member is. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * Where a verified member's document stands for the dashboard and the renewal page; null when
 * no expiry is known (an ID card, or a passport approved before the checks read expiries).
 */
export function documentExpiryState(
  row: { document_expires_on: string | null; documents_expired_at: string | null },
  policy: ExpiryPolicy,
  today = lagosToday(),
  renewalPending = false,
): DocumentExpiry | null {
  const expiresOn = row.document_expires_on;
  if (!expiresOn) return null;
  const lapsesOn = addDays(expiresOn, policy.graceDays);
  const state = row.documents_expired_at
    ? 'expired'
    : expiresOn < today
      ? 'in_grace'
      : expiresOn <= addDays(today, policy.noticeDays)
        ? 'expiring'
        : 'valid';
  return { expires_on: expiresOn, state, lapses_on: lapsesOn, renewal_pending: renewalPending };
}
