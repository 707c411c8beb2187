import type { CheckCode, CheckOutcome } from '@vouch/contracts';
import type { CheckContext } from './context.js';

export interface StageResult {
  code: CheckCode;
  outcome: CheckOutcome;
  score: number | null;
  summary: string;
  details: Record<string, unknown>;
}

/**
 * A group of checks that share work (one face analysis serves five checks). `codes` are what the
 * stage reports when it runs; if it crashes or times out, each is recorded as "could not run".
 */
export interface Stage {
  name: string;
  codes(ctx: CheckContext): CheckCode[];
  run(ctx: CheckContext): Promise<StageResult[]>;
}

export const result = (
  code: CheckCode,
  outcome: CheckOutcome,
  summary: string,
  score: number | null = null,
  details: Record<string, unknown> = {},
): StageResult => ({ code, outcome, summary, score, details });

export const round3 = (n: number) => Math.round(n * 1000) / 1000;
