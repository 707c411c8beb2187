import { z } from 'zod';
import { emailField, requiredText } from './common.js';
import { constants, supportCategories } from './enums.js';
import { messages } from './messages.js';

/** The support desk (spec 2, 3, 5): the ticket form made real. */

export type SupportCategory = (typeof supportCategories)[number]['value'];
const categoryValues = supportCategories.map((c) => c.value) as [
  SupportCategory,
  ...SupportCategory[],
];

export const supportMessages = {
  fullNameRequired: 'Full name is required',
  categoryRequired: 'Please select a category',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 20 characters',
  replyRequired: 'Write a reply',
  submittedTitle: 'Support Ticket Submitted!',
  submittedText: "Thank you for contacting us. We'll get back to you within 24-48 hours.",
  ticketClosed: 'This ticket is closed.',
  replySent: 'Reply sent',
  closed: 'Ticket closed',
  /**
   * Tickets are mailed back to the account's address: until its owner has proved it, a ticket
   * would make Vouch mail someone else words they never wrote (issue 31).
   */
  emailNotVerified:
    'Verify your e-mail address before you file a ticket: open the link we sent you, or ask for a new one on your dashboard.',
} as const;

const messageField = z
  .string({ error: supportMessages.messageRequired })
  .trim()
  .min(1, supportMessages.messageRequired)
  .min(constants.supportMessageMinLength, supportMessages.messageTooShort)
  .max(5000, messages.fieldTooLong);

/** Spec 3's ticket form fields: fullName, email, category, subject, message. */
export const supportTicketSchema = z.object({
  fullName: requiredText(supportMessages.fullNameRequired),
  email: emailField,
  category: z.enum(categoryValues, { error: supportMessages.categoryRequired }),
  subject: requiredText(supportMessages.subjectRequired, 200),
  message: messageField,
});
export type SupportTicketForm = z.input<typeof supportTicketSchema>;

export const ticketReplySchema = z.object({
  message: z
    .string({ error: supportMessages.replyRequired })
    .trim()
    .min(1, supportMessages.replyRequired)
    .max(5000, messages.fieldTooLong),
});

export interface TicketMessage {
  from: 'member' | 'staff';
  message: string;
  at: string;
}

export interface SupportTicket {
  id: string;
  /** e.g. VCH-T-000123 */
  reference: string;
  full_name: string;
  email: string;
  category: SupportCategory;
  subject: string;
  status: 'open' | 'answered' | 'closed';
  created_at: string;
  messages: TicketMessage[];
}

/**
 * A ticket as staff see it: what the member typed (name, e-mail: anyone's words) and the account
 * that filed it, whose address every reply goes to (issue 31). Null only for an account since
 * closed and erased.
 */
export interface StaffSupportTicket extends SupportTicket {
  account: { uuid: string; email: string } | null;
}

/**
 * GET /support/contact (public): the phone line and WhatsApp chat, from the server's
 * configuration (SUPPORT_PHONE, SUPPORT_WHATSAPP). A channel not configured is null, and the
 * Support and Contact pages show no card for it.
 */
export interface SupportContact {
  /** Spec 9: phone support Mon-Fri 9am-5pm. */
  hours: string;
  phone: { display: string; href: string } | null;
  whatsapp: { display: string; url: string } | null;
}

export const SUPPORT_HOURS = 'Monday to Friday, 9am-5pm (WAT)';

export const supportPaths = {
  contact: '/support/contact',
  tickets: '/support/tickets',
  staffTickets: '/backoffice/tickets',
} as const;
