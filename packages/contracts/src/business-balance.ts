import { z } from 'zod';

/**
 * The prepaid balance of an organisation (issue 47): live lookups and the verification fees it
 * pays for customers who verify from its live links draw on it; top-ups add to it.
 */
export const balanceMessages = {
  tooLowForLookup:
    'Your organisation’s prepaid balance cannot pay for a live lookup. Add funds in the business console (Usage → Add funds); test mode is free.',
  tooLowForSession: (fee: string) =>
    `A live verification link needs a balance of at least ${fee} (the fee for one customer who verifies through it). Add funds in the business console (Usage → Add funds).`,
  amountInvalid: 'Add between ₦5,000 and ₦5,000,000, in whole naira',
  noSuchTopUp: 'No such top-up.',
  notPaid: 'The payment for this top-up has not gone through. Nothing was added.',
  paymentUnavailable: 'The payment provider could not be reached. Try again in a moment.',
  sandboxOnly: 'The sandbox checkout is for development only.',
} as const;

export const MIN_TOP_UP_NGN = 5_000;
export const MAX_TOP_UP_NGN = 5_000_000;

export const topUpSchema = z.object({
  amount_ngn: z
    .number({ error: balanceMessages.amountInvalid })
    .int(balanceMessages.amountInvalid)
    .min(MIN_TOP_UP_NGN, balanceMessages.amountInvalid)
    .max(MAX_TOP_UP_NGN, balanceMessages.amountInvalid),
});
export type TopUpPayload = z.input<typeof topUpSchema>;

export const sandboxTopUpSchema = z.object({ outcome: z.enum(['successful', 'failed']) });

export const balanceCreditSchema = z.object({
  id: z.string(),
  amount_ngn: z.number(),
  /** payment: paid through the checkout; operator: a bank transfer Vouch credited */
  source: z.enum(['payment', 'operator']),
  reference: z.string(),
  status: z.enum(['pending', 'credited', 'failed']),
  note: z.string().nullable(),
  created_at: z.string(),
  credited_at: z.string().nullable(),
});
export type BalanceCredit = z.infer<typeof balanceCreditSchema>;

export const balanceSchema = z.object({
  balance_ngn: z.number(),
  /** Below this the owners are mailed (once, until a top-up lifts it). */
  low_balance_ngn: z.number(),
  /** What draws on it, in naira. */
  prices: z.object({ lookup_ngn: z.number(), verification_ngn: z.number() }),
  /** Whether live lookups and new live sessions are refused now. */
  lookups_refused: z.boolean(),
  sessions_refused: z.boolean(),
  /** The latest top-ups, newest first. */
  credits: z.array(balanceCreditSchema),
});
export type OrganisationBalance = z.infer<typeof balanceSchema>;

export const topUpStartedSchema = z.object({
  reference: z.string(),
  amount_ngn: z.number(),
  /** sandbox: complete it with POST …/top-ups/{reference}/sandbox; else the provider's checkout */
  provider: z.string(),
  public_key: z.string().nullable(),
  /** Who pays, for the provider's checkout (Flutterwave asks for an e-mail): the owner. */
  customer: z.object({ email: z.string(), name: z.string() }),
});
export type TopUpStarted = z.infer<typeof topUpStartedSchema>;
