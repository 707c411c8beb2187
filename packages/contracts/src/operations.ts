import { z } from 'zod';

/** The back office's System screen (issue 35): what an admin without Grafana sees. */
export const operationsPaths = {
  system: '/backoffice/system',
} as const;

export const systemOverviewSchema = z.object({
  generatedAt: z.string(),
  queues: z.array(
    z.object({
      queue: z.string(),
      waiting: z.number().int(),
      running: z.number().int(),
      failed: z.number().int(),
      /** How long the oldest due job has waited, in seconds (null: none due). */
      oldestDueSeconds: z.number().int().nullable(),
    }),
  ),
  mailLastDay: z.object({
    sent: z.number().int(),
    failed: z.number().int(),
    waiting: z.number().int(),
  }),
  checksLastDay: z.array(
    z.object({
      stage: z.string(),
      runs: z.number().int(),
      averageMs: z.number().int(),
      maxMs: z.number().int(),
    }),
  ),
  instances: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['api', 'worker']),
      host: z.string(),
      pid: z.number().int(),
      version: z.string(),
      startedAt: z.string(),
      seenAt: z.string(),
      uptimeSeconds: z.number().int(),
      live: z.boolean(),
    }),
  ),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;
