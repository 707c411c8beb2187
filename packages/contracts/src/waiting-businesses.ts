import { z } from 'zod';
import { responseOf } from './envelope.js';

/**
 * A business waiting for the member (issue 47): a live link the member started KYC from, whose
 * answer is still theirs to give. The dashboard and the KYC page show it, and the approval brings
 * the member back to it, so a customer who verified for a business is never left at "done".
 */
export interface WaitingBusiness {
  /** The session (vs_…): its page is /verify/{session_id}. */
  session_id: string;
  /** The name members are shown (the one checked at live approval). */
  organisation: string;
  /** Its logo as live pages show it (the one checked at live approval), or null. */
  logo_url: string | null;
  /** in_progress: KYC not sent yet; submitted: under review (or decided, waiting for consent). */
  status: 'in_progress' | 'submitted';
  /** Until when the link can be answered; null once the KYC is submitted (it then waits). */
  expires_at: string | null;
  /** Whether the business pays this member's fee (a going-live director pays their own, issue 49). */
  pays_fee: boolean;
}

export const waitingBusinessSchema = responseOf<WaitingBusiness>()(
  z.object({
    session_id: z.string(),
    organisation: z.string(),
    logo_url: z.string().nullable(),
    status: z.enum(['in_progress', 'submitted']),
    expires_at: z.string().nullable(),
    pays_fee: z.boolean(),
  }),
);

/** Under /api/v1, beside Connected businesses. */
export const WAITING_BUSINESSES_PATH = '/account/waiting-businesses';
