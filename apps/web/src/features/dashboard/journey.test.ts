import { describe, expect, it } from 'vitest';
import { formatWaited, memberJourney, waitedText, type MemberStanding } from './journey';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();

/** 'email:done fee:current …': the timeline at a glance. */
function states(m: MemberStanding) {
  return memberJourney(m, NOW)
    .steps.map((s) => `${s.key}:${s.state}`)
    .join(' ');
}
const next = (m: MemberStanding) => memberJourney(m, NOW).next;

describe('the dashboard timeline and next action', () => {
  it('a new member verifies their e-mail first', () => {
    const m: MemberStanding = { status: 'EMAIL_VERIFICATION', kycStatus: null };
    expect(states(m)).toBe(
      'email:current fee:upcoming submitted:upcoming review:upcoming decided:upcoming',
    );
    expect(next(m)).toEqual({ kind: 'verify-email' });
  });

  it('after the e-mail, the fee', () => {
    const m: MemberStanding = { status: 'KYC_REQUIREMENT', kycStatus: null };
    expect(states(m)).toBe(
      'email:done fee:current submitted:upcoming review:upcoming decided:upcoming',
    );
    expect(next(m)).toEqual({ kind: 'pay-fee' });
  });

  it('paid: start KYC', () => {
    const m: MemberStanding = { status: 'KYC_IN_PROGRESS', kycStatus: null };
    expect(states(m)).toBe(
      'email:done fee:done submitted:current review:upcoming decided:upcoming',
    );
    expect(next(m)).toEqual({ kind: 'start-kyc' });
  });

  it('submitted: in review, with the time waited against 24-48 hours; nothing to do', () => {
    const m: MemberStanding = {
      status: 'KYC_IN_PROGRESS',
      kycStatus: 'CURRENTLY_UNDER_REVIEW',
      submittedAt: hoursAgo(5),
    };
    expect(states(m)).toBe('email:done fee:done submitted:done review:current decided:upcoming');
    expect(next(m)).toEqual({ kind: 'wait', waitedHours: 5 });
    const review = memberJourney(m, NOW).steps.find((s) => s.key === 'review')!;
    expect(review.detail).toBe('Waiting 5 hours of the promised 24-48 hours.');
  });

  it('a wait past 48 hours says so, and points to support', () => {
    expect(waitedText(50)).toBe(
      'Waiting 2 days 2 hours, longer than the 24-48 hours we promise. Contact support and we will look into it.',
    );
    expect(waitedText(30)).toContain('due within the promised 24-48 hours');
    expect(waitedText(null)).toBe('A reviewer decides within 24-48 hours.');
    expect(formatWaited(0)).toBe('less than an hour');
    expect(formatWaited(1)).toBe('1 hour');
    expect(formatWaited(48)).toBe('2 days');
  });

  it('rejected: update KYC with the reason; the decision is marked as needing action', () => {
    const m: MemberStanding = {
      status: 'KYC_IN_PROGRESS',
      kycStatus: 'REJECTED',
      reason: 'The document photo is blurred',
    };
    expect(states(m)).toBe('email:done fee:done submitted:done review:done decided:problem');
    const decided = memberJourney(m, NOW).steps.at(-1)!;
    // Said once, in the next action (issue 37), not again in the timeline.
    expect(decided.title).toBe('Rejected');
    expect(decided.detail).toBeUndefined();
    expect(next(m)).toEqual({
      kind: 'update-kyc',
      reason: 'The document photo is blurred',
      revoked: false,
    });
  });

  it('resubmitted after a rejection: back in review', () => {
    const m: MemberStanding = {
      status: 'KYC_IN_PROGRESS',
      kycStatus: 'CURRENTLY_UNDER_REVIEW',
      submittedAt: hoursAgo(0),
    };
    expect(states(m)).toBe('email:done fee:done submitted:done review:current decided:upcoming');
    expect(next(m)).toEqual({ kind: 'wait', waitedHours: 0 });
  });

  it('approved: verified, share the UUID or check someone', () => {
    const m: MemberStanding = { status: 'VERIFIED', kycStatus: 'APPROVED' };
    expect(states(m)).toBe('email:done fee:done submitted:done review:done decided:done');
    expect(memberJourney(m, NOW).steps.at(-1)!.title).toBe('Verified');
    expect(next(m)).toEqual({ kind: 'verified' });
  });

  it('a withdrawn verification asks for an update with the reason', () => {
    const m: MemberStanding = {
      status: 'REVOKED',
      kycStatus: 'REVOKED',
      statusReason: 'The document was forged',
    };
    expect(states(m)).toBe('email:done fee:done submitted:done review:done decided:problem');
    expect(next(m)).toEqual({
      kind: 'update-kyc',
      reason: 'The document was forged',
      revoked: true,
    });
  });

  it('suspended: nothing is current, support is the way', () => {
    const m: MemberStanding = {
      status: 'SUSPENDED',
      kycStatus: null,
      statusReason: 'Chargeback under investigation',
    };
    expect(states(m)).not.toContain('current');
    expect(next(m)).toEqual({ kind: 'suspended', reason: 'Chargeback under investigation' });
  });

  it('verified with a number not proven: prove it next (lookups by it do not find them)', () => {
    const m: MemberStanding = {
      status: 'VERIFIED',
      kycStatus: 'APPROVED',
      unprovenNumbers: ['whatsapp'],
    };
    expect(next(m)).toEqual({ kind: 'prove-numbers', kinds: ['whatsapp'] });
    expect(next({ ...m, unprovenNumbers: [] })).toEqual({ kind: 'verified' });
    // In review, the wait is the step: numbers come after the decision.
    expect(
      next({
        status: 'KYC_IN_PROGRESS',
        kycStatus: 'CURRENTLY_UNDER_REVIEW',
        unprovenNumbers: ['phone'],
      }).kind,
    ).toBe('wait');
  });
});
