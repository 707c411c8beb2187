import { qualityProblemLabels } from '@vouch/contracts';
import { humanizeCode } from '../../../../lib/format';

/** 0.873 → '87%'; '—' when there is no score. */
export function percent(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? `${Math.round(score * 100)}%` : '—';
}

/**
 * A raw measure (sharpness, brightness 0-255) as a reviewer compares it: whole numbers from 10 up,
 * two decimals below: 131.46 → '131', 0.8234 → '0.82'.
 */
export function measure(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 100) / 100);
}

// The image-quality check's problem codes as the contract labels them; an unknown code (a newer
// server) still reads, from its own words.
const problemLabels: Record<string, string> = qualityProblemLabels;

/** 'too_dark' → 'Too dark'. */
export function qualityProblemLabel(code: string): string {
  const known = problemLabels[code];
  if (known) return known;
  const words = humanizeCode(code).trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type QualityImage = 'selfie' | 'document_front' | 'document_back';

export const qualityImageLabels: Record<QualityImage, string> = {
  selfie: 'Selfie',
  document_front: 'Document front',
  document_back: 'Document back',
};

/** The newest time a check ran, for 'checked 5 Mar 2025, 14:05'; null when none did. */
export function latestCheckedAt(results: { checked_at: string }[]): string | null {
  let latest: string | null = null;
  for (const r of results) {
    if (Number.isNaN(Date.parse(r.checked_at))) continue;
    if (latest === null || Date.parse(r.checked_at) > Date.parse(latest)) latest = r.checked_at;
  }
  return latest;
}

/** '2 need your eye · 8 passed', or '10 passed' when nothing does. */
export function checksTally(attention: number, passed: number): string {
  const pass = `${passed} passed`;
  if (attention === 0) return pass;
  return `${attention} need${attention === 1 ? 's' : ''} your eye · ${pass}`;
}
