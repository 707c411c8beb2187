import { describe, expect, it } from 'vitest';
import type { CheckCode, CheckOutcome, CheckResult } from '@vouch/contracts';
import { clearFailure } from './auto-reject.js';
import { riskSummary } from './risk.js';

const r = (
  code: CheckCode,
  outcome: CheckOutcome,
  details: Record<string, unknown> = {},
): CheckResult => ({
  code,
  outcome,
  score: null,
  summary: `${code} ${outcome}`,
  details,
  duration_ms: 1,
  checked_at: '2026-11-22T00:00:00.000Z',
});

describe('risk summary', () => {
  it('is pending until the checks have run', () => {
    expect(riskSummary(null).level).toBe('pending');
  });

  it('is clear only when every check passed', () => {
    const s = riskSummary([r('selfie_one_face', 'passed'), r('image_quality', 'passed')]);
    expect(s).toEqual({
      level: 'clear',
      passed: ['selfie_one_face', 'image_quality'],
      attention: [],
    });
  });

  it('needs a look when a check failed or could not run', () => {
    expect(riskSummary([r('image_quality', 'failed')]).level).toBe('review');
    expect(riskSummary([r('passport_mrz', 'not_run')]).level).toBe('review');
  });

  it('is high for a sanctions hit, a duplicate face or ID, or a face mismatch, listed first', () => {
    for (const code of [
      'sanctions_screening',
      'duplicate_face',
      'duplicate_id_number',
      'face_match_document',
      'face_match_lookup',
    ] as const) {
      const s = riskSummary([
        r('passport_mrz', 'not_run'),
        r('image_quality', 'failed'),
        r(code, 'failed'),
      ]);
      expect(s.level, code).toBe('high');
      expect(s.attention.map((a) => a.code)).toEqual([code, 'image_quality', 'passport_mrz']);
    }
    // A face check that could not run is not a mismatch.
    expect(riskSummary([r('face_match_document', 'not_run')]).level).toBe('review');
  });
});

describe('clear failures for automatic rejection', () => {
  it('rejects a selfie with no face, not one with several', () => {
    expect(clearFailure([r('selfie_one_face', 'failed', { faces: 0 })])).toMatch(/no|not find/i);
    expect(clearFailure([r('selfie_one_face', 'failed', { faces: 3 })])).toBeNull();
  });

  it('rejects an unreadable image (blurred and dark), not a merely blurred one', () => {
    const q = (problems: string[]) =>
      r('image_quality', 'failed', { images: { document_front: { problems } } });
    expect(clearFailure([q(['blurred', 'too_dark'])])).toMatch(/ID document/);
    expect(clearFailure([q(['unreadable'])])).toMatch(/ID document/);
    expect(clearFailure([q(['blurred'])])).toBeNull();
    expect(clearFailure([q(['screenshot'])])).toBeNull();
  });

  it('never acts on a sanctions hit or a face mismatch (a person decides those)', () => {
    expect(
      clearFailure([r('sanctions_screening', 'failed'), r('face_match_document', 'failed')]),
    ).toBeNull();
  });
});
