import { z } from 'zod';

/**
 * Proving the phone and WhatsApp numbers on a profile by a one-time code (issue 30). A lookup by
 * a number finds a member only through a number they proved; the proof makes the number theirs.
 */

export const numberKinds = ['phone', 'whatsapp'] as const;
export type NumberKind = (typeof numberKinds)[number];

/** How a code travels: SMS, or a WhatsApp message. */
export const numberChannels = ['sms', 'whatsapp'] as const;
export type NumberChannel = (typeof numberChannels)[number];

/** How a number was proven: a code by SMS or WhatsApp, or the phone on the member's BVN record. */
/** How a number was proven: a code by SMS or WhatsApp, or the phone on the BVN or NIN record. */
export type NumberProofSource = NumberChannel | 'bvn' | 'nin';

export const NUMBER_CODE_MINUTES = 10;
export const NUMBER_CODE_TRIES = 5;
export const NUMBER_CODE_RESEND_SECONDS = 60;
/** Codes one member may ask for in 24 hours, whatever the number. */
export const NUMBER_CODES_PER_MEMBER_PER_DAY = 8;
/** Codes one number may receive in 24 hours, whichever accounts ask: nobody floods a phone. */
export const NUMBER_CODES_PER_NUMBER_PER_DAY = 5;

export const numberProofPaths = {
  request: '/account/number-proofs',
  confirm: '/account/number-proofs/confirm',
} as const;

export const numberKindLabel: Record<NumberKind, string> = {
  phone: 'phone number',
  whatsapp: 'WhatsApp number',
};

export const numberProofMessages = {
  kindRequired: 'Choose the number to prove',
  channelForPhone: 'A phone number is proven by SMS.',
  codeFormat: 'Enter the 6-digit code we sent',
  emailFirst: 'Verify your e-mail address before proving your numbers.',
  alreadyProven: 'This number is already proven.',
  noNumber: 'Add this number to your profile first.',
  unreachable:
    'This number cannot receive a code. Correct it on your profile (for example +234 803 123 4567).',
  resendWait: (seconds: number) => `We just sent a code. You can ask for another in ${seconds} s.`,
  memberDailyCap:
    'You have asked for the most codes allowed in a day. Try again tomorrow, or contact support.',
  numberDailyCap:
    'This number has received the most codes allowed in a day. Try again tomorrow, or contact support.',
  noCode: 'Ask for a code first.',
  expired: `This code has expired (each lasts ${NUMBER_CODE_MINUTES} minutes). Ask for a new one.`,
  used: 'This code has already been used. Ask for a new one if you need to.',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  wrong: (left: number) =>
    left === 1
      ? 'That code is not right. 1 try left.'
      : `That code is not right. ${left} tries left.`,
  numberChanged: 'Your number changed after we sent this code. Ask for a new one.',
  sent: (to: string, channel: NumberChannel) =>
    `We sent a 6-digit code by ${channel === 'sms' ? 'SMS' : 'WhatsApp'} to ${to}.`,
  proven: 'Number proven. A lookup of it now finds you.',
  provenHeld: (when: string) =>
    `Number proven. For your safety it joins your verified answer on ${when}; we have e-mailed you.`,
  provenBvn: 'This number is the phone on your BVN record, so it is proven.',
  provenNin: 'This number is the phone on your NIN record, so it is proven.',
  unavailable: 'We could not send the code just now. Try again in a minute.',
} as const;

export const requestNumberProofSchema = z.object({
  kind: z.enum(numberKinds, { error: numberProofMessages.kindRequired }),
  /** WhatsApp numbers get the code by WhatsApp unless the member picks SMS. */
  channel: z.enum(numberChannels, { error: numberProofMessages.channelForPhone }).optional(),
});
export type RequestNumberProof = z.input<typeof requestNumberProofSchema>;

export const confirmNumberProofSchema = z.object({
  kind: z.enum(numberKinds, { error: numberProofMessages.kindRequired }),
  code: z
    .string({ error: numberProofMessages.codeFormat })
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, numberProofMessages.codeFormat)),
});
export type ConfirmNumberProof = z.input<typeof confirmNumberProofSchema>;

/** The answer to a request: a code is on its way, or the number was proven at once (BVN). */
export type NumberProofRequested =
  | {
      outcome: 'sent';
      kind: NumberKind;
      channel: NumberChannel;
      /** The number, masked: +234 *** *** 4567. */
      to: string;
      expires_at: string;
      /** When another code may be asked for. */
      resend_at: string;
    }
  | NumberProven;

export interface NumberProven {
  outcome: 'proven';
  kind: NumberKind;
  source: NumberProofSource;
  /** A number proven after verification waits before it answers lookups (null: it answers now). */
  joins_answer_at: string | null;
}

/** One number on the profile: proven (answers lookups), held (proven, waiting) or unproven. */
export interface NumberState {
  state: 'proven' | 'held' | 'unproven';
  source: NumberProofSource | null;
  proven_at: string | null;
  joins_answer_at: string | null;
}

/** +234 *** *** 4567: enough for the member to recognise, not enough to read it off a screen. */
export function maskNumber(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length < 7) return '***';
  const last = digits.slice(-4);
  return e164.startsWith('+234') ? `+234 *** *** ${last}` : `+${digits.slice(0, 2)} *** ${last}`;
}
