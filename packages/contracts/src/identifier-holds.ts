import { z } from 'zod';

/**
 * A wallet proven, or a number proven, after the member is verified joins the verified answer
 * only after a hold (issue 30): whoever got into the account cannot redirect payments at once,
 * and the member, mailed at once, can cancel it with one click.
 */

export type HoldKind = 'wallet' | 'number';

/** A new identifier waiting to join the member's verified answer. */
export interface IdentifierHold {
  id: string;
  kind: HoldKind;
  /** What was added, masked: "Ethereum 0x52bc…61a0", "+234 *** *** 4567". */
  label: string;
  created_at: string;
  joins_answer_at: string;
}

export const holdPaths = {
  /** The signed-in member cancels one of their holds (dashboard). */
  cancelMine: '/account/holds/:id/cancel',
  /** The e-mailed link: no sign-in needed, the token is the permission. */
  cancelByLink: '/holds/cancel',
} as const;

export const holdMessages = {
  cancelled:
    'Cancelled: it will not join your verified answer, and every other session on your account has been signed out. If you did not add it, change your password now.',
  linkInvalid:
    'This link is not valid any more: the change already joined your answer, was cancelled, or the link is incomplete.',
  notFound: 'This change is not waiting any more. Reload the page.',
  tokenRequired: 'This link is incomplete. Open it again from the e-mail.',
} as const;

export const cancelHoldByLinkSchema = z.object({
  token: z
    .string({ error: holdMessages.tokenRequired })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, holdMessages.tokenRequired),
});
export type CancelHoldByLink = z.input<typeof cancelHoldByLinkSchema>;
