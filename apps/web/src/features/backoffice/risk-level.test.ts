import { describe, expect, it } from 'vitest';
import { queueSearch } from './api';
import { riskFilterOptions, riskLevelView } from './risk-level';

describe('the risk levels', () => {
  it('colours clear green, review amber, high red and pending grey', () => {
    expect(riskLevelView.clear.className).toContain('success');
    expect(riskLevelView.review.className).toContain('warning');
    expect(riskLevelView.high.className).toContain('danger');
    expect(riskLevelView.pending.className).toContain('ink');
    expect(riskLevelView.pending.label).toBe('Checks running…');
  });

  it('offers the filter most urgent first and passes it to the API as risk', () => {
    expect(riskFilterOptions.map((o) => o.label)).toEqual([
      'High risk',
      'Needs a look',
      'All checks passed',
      'Checks running',
    ]);
    expect(queueSearch({ status: 'CURRENTLY_UNDER_REVIEW', risk: 'high' })).toBe(
      '?status=CURRENTLY_UNDER_REVIEW&risk=high',
    );
  });
});
