import { describe, expect, it } from 'vitest';
import type { KycRecord } from '@vouch/contracts';
import { decidingSoon, decisionText } from './decision-text';

const record = (over: Partial<KycRecord>): KycRecord =>
  ({
    status: 'CURRENTLY_UNDER_REVIEW',
    decision: {
      checking: false,
      automatic_policy: null,
      decided_in_seconds: null,
      expected_hours: null,
    },
    ...over,
  }) as KycRecord;

describe('decisionText', () => {
  it('says "Verified in N seconds" when the policy approved', () => {
    const r = record({
      status: 'APPROVED',
      decision: {
        checking: false,
        automatic_policy: 'auto-v1',
        decided_in_seconds: 6,
        expected_hours: null,
      },
    });
    expect(decisionText(r)).toBe('Verified in 6 seconds: every automated check passed.');
  });

  it('says nothing special when a person approved', () => {
    const r = record({
      status: 'APPROVED',
      decision: {
        checking: false,
        automatic_policy: null,
        decided_in_seconds: 7200,
        expected_hours: null,
      },
    });
    expect(decisionText(r)).toBeNull();
  });

  it('while the checks run: checking, and polls', () => {
    const r = record({
      decision: {
        checking: true,
        automatic_policy: null,
        decided_in_seconds: null,
        expected_hours: null,
      },
    });
    expect(decisionText(r)).toMatch(/^Checking your submission now/);
    expect(decidingSoon(r)).toBe(true);
  });

  it('with a person: the queue’s recent figure, or no promise without one', () => {
    expect(decisionText(record({}))).toBe(
      'A person is reviewing your submission. We e-mail you as soon as they decide.',
    );
    const r = record({
      decision: {
        checking: false,
        automatic_policy: null,
        decided_in_seconds: null,
        expected_hours: 3,
      },
    });
    expect(decisionText(r)).toMatch(/Recently that has taken about 3 hours/);
    expect(decidingSoon(r)).toBe(false);
  });

  it('says nothing while the screen still shows another status than the record', () => {
    const approved = record({
      status: 'APPROVED',
      decision: {
        checking: false,
        automatic_policy: 'auto-v1',
        decided_in_seconds: 6,
        expected_hours: null,
      },
    });
    // The account (card, timeline) has not caught up with the instant approval yet.
    expect(decisionText(approved, 'CURRENTLY_UNDER_REVIEW')).toBeNull();
    expect(decisionText(approved, 'APPROVED')).toMatch(/^Verified in 6 seconds/);
    expect(decisionText(record({}), 'CURRENTLY_UNDER_REVIEW')).toMatch(/^A person is reviewing/);
  });
});
