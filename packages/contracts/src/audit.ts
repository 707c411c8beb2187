import { z } from 'zod';
import type { AuditEntry } from './backoffice.js';

/**
 * The admin's audit view (issue 31): newest first, a page at a time, filtered. A cursor is the
 * seq of the last entry of the page before (entries are appended with increasing seq, so a page
 * never shows an entry twice nor skips one, however many are appended meanwhile).
 */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export const auditMessages = {
  cursorInvalid: 'That page link is not valid. Start from the newest entries.',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeInvalid: 'The start date is after the end date',
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.dateInvalid)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    auditMessages.dateInvalid,
  );

const blankIsNone = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const auditQuerySchema = z
  .object({
    /** An action exactly ('role.change'), or a family with a trailing dot ('auth.'). */
    action: blankIsNone(64),
    /** Who acted: an account's uuid or e-mail address. */
    actor: blankIsNone(254),
    /** What it was about: a uuid (an account, a submission, a ticket…) or an account's e-mail. */
    target: blankIsNone(254),
    /** Lagos dates, both days included. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    cursor: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, auditMessages.cursorInvalid)
      .optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    message: auditMessages.rangeInvalid,
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilters = z.output<typeof auditQuerySchema>;

export interface AuditPage {
  entries: AuditEntry[];
  /** The next (older) page's cursor; null on the last page. */
  next_cursor: string | null;
}

/**
 * Actions the filter offers by name (any other can be typed). The security events of issue 31
 * are among them: staff sign-ins and logouts, second-factor passes and wrong codes, password
 * changes and resets.
 */
export const auditActionChoices = [
  'auth.',
  'auth.login',
  'auth.logout',
  'auth.password_change',
  'auth.password_reset',
  'second_factor.',
  'second_factor.totp_pass',
  'second_factor.code_wrong',
  'role.change',
  'staff.',
  'case.view',
  'case.claim',
  'case.release',
  'kyc.approve',
  'kyc.reject',
  'member.',
  'file.download',
  'identity.lookup',
  'ticket.reply',
  'privacy.',
] as const;
