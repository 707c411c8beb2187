import { describe, expect, it } from 'vitest';
import {
  checksTally,
  latestCheckedAt,
  measure,
  percent,
  qualityProblemLabel,
} from './check-format';

describe('check formatting', () => {
  it('reads scores as whole percentages', () => {
    expect(percent(0.873)).toBe('87%');
    expect(percent(1)).toBe('100%');
    expect(percent(null)).toBe('—');
    expect(percent(Number.NaN)).toBe('—');
  });

  it('keeps raw measures to two decimals', () => {
    expect(measure(0.8234)).toBe('0.82');
    expect(measure(131.46)).toBe('131');
    expect(measure(null)).toBe('—');
  });

  it('names quality problems, known or not', () => {
    expect(qualityProblemLabel('too_dark')).toBe('Too dark');
    expect(qualityProblemLabel('unreadable')).toBe('Cannot be read');
    expect(qualityProblemLabel('lens_flare')).toBe('Lens flare');
  });

  it('tallies what needs a look and what passed', () => {
    expect(checksTally(2, 8)).toBe('2 need your eye · 8 passed');
    expect(checksTally(1, 9)).toBe('1 needs your eye · 9 passed');
    expect(checksTally(0, 10)).toBe('10 passed');
  });

  it('finds when the checks last ran', () => {
    expect(
      latestCheckedAt([
        { checked_at: '2025-03-05T14:05:00Z' },
        { checked_at: '2025-03-05T14:06:00Z' },
        { checked_at: 'not a date' },
      ]),
    ).toBe('2025-03-05T14:06:00Z');
    expect(latestCheckedAt([])).toBeNull();
  });
});
