import { z } from 'zod';

/**
 * Ongoing screening (issue 50): verified members compared again with the sanctions and PEP lists
 * whenever the lists change. A possible match is a case for a reviewer, never a verdict: it
 * changes nothing a payer or a business reads until a reviewer dismisses it, escalates it, or an
 * admin suspends the member through the lifecycle.
 */
export const monitoringAlertStatuses = ['open', 'escalated', 'dismissed', 'suspended'] as const;
export type MonitoringAlertStatus = (typeof monitoringAlertStatuses)[number];

export const monitoringMessages = {
  notFound: 'No such alert',
  decided: 'This alert has been decided already',
  reasonRequired: 'Give the reason for the decision (3 to 500 characters)',
  adminSuspends: 'Only an admin suspends a member',
  dismissed: 'Alert dismissed',
  escalated: 'Alert escalated to an admin',
  suspended: 'Member suspended; every business holding their grant is told',
  businessNotSuspended:
    'A business’s alert is dismissed or escalated: its organisation acts on its customer, and Vouch’s admins on an organisation from Businesses.',
} as const;

/** What matched: the member's name as certified and the entry as the list publishes it. */
export const monitoringHitSchema = z.object({
  query: z.string().describe('The member’s name that matched'),
  matched_name: z.string().describe('The entry’s name or alias that matched'),
  entry_name: z.string(),
  entry_id: z.string(),
  list: z.string(),
  programs: z.array(z.string()),
  pep: z.boolean(),
  score: z.number(),
});
export type MonitoringHit = z.output<typeof monitoringHitSchema>;

export const monitoringAlertSchema = z.object({
  id: z.string(),
  status: z.enum(monitoringAlertStatuses),
  /** A verified member's alert; null for a business's. */
  member: z
    .object({
      uuid: z.string(),
      name: z.string(),
      /** The member's standing now (VERIFIED, SUSPENDED…). */
      status: z.string(),
      verified_at: z.string().nullable(),
    })
    .nullable(),
  /** An approved business verification's alert (its registered name matched); null for a member's. */
  business: z
    .object({
      id: z.string().describe('bv_…'),
      name: z.string(),
      registration: z.string(),
      organisation: z.string().describe('The organisation that verified it'),
      approved_at: z.string().nullable(),
    })
    .nullable(),
  hit: monitoringHitSchema,
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type MonitoringAlert = z.output<typeof monitoringAlertSchema>;

export const monitoringAlertQuerySchema = z.object({
  status: z.enum(monitoringAlertStatuses).default('open'),
});

export const monitoringDecisionSchema = z.object({
  decision: z.enum(['dismiss', 'escalate', 'suspend']),
  reason: z
    .string({ error: monitoringMessages.reasonRequired })
    .trim()
    .min(3, monitoringMessages.reasonRequired)
    .max(500, monitoringMessages.reasonRequired),
});
export type MonitoringDecisionPayload = z.input<typeof monitoringDecisionSchema>;

export const monitoringPaths = {
  /** Staff: possible matches found by re-screening, under /api/v1. */
  alerts: '/backoffice/monitoring-alerts',
} as const;
