import { z } from 'zod';
import { liveStatuses } from './business.js';

/**
 * What going live takes (issue 47): the console lists each step, done or not, and how long the
 * review usually takes. The review itself is the back office's (and business verification's).
 */
export const goLiveSteps = [
  'owner_verified',
  'second_factor',
  'https_origin',
  'tried_test_mode',
  'webhook_endpoint',
  'balance',
] as const;
export type GoLiveStep = (typeof goLiveSteps)[number];

/** Where each step is done in the app. */
export const goLiveLinks = [
  'kyc',
  'security',
  'settings',
  'quickstart',
  'webhooks',
  'usage',
] as const;

export const goLiveItemSchema = z.object({
  id: z.enum(goLiveSteps),
  label: z.string(),
  done: z.boolean(),
  /** needed: the review looks for it; recommended: a smoother first live day. */
  needed: z.boolean(),
  hint: z.string(),
  link: z.enum(goLiveLinks),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveChecklistSchema = z.object({
  status: z.enum(liveStatuses),
  items: z.array(goLiveItemSchema),
  /** How long a review usually takes, in words. */
  review_time: z.string(),
});
export type GoLiveChecklist = z.infer<typeof goLiveChecklistSchema>;

export const GO_LIVE_REVIEW_TIME =
  'Asking takes your CAC number; once your directors have confirmed through their links, a reviewer usually decides within one working day (Monday to Friday, Lagos time). The owners are e-mailed either way.';
