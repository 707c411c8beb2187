import { describe, expect, it } from 'vitest';
import { statusBadgeView } from './StatusBadge';

describe('the header badge in plain words, in spec 4 colours', () => {
  it.each([
    ['EMAIL_VERIFICATION', null, 'Verify your e-mail', 'warning'],
    ['KYC_REQUIREMENT', null, 'Fee not paid', 'danger'],
    ['KYC_IN_PROGRESS', null, 'KYC not submitted', 'orange'],
    ['KYC_IN_PROGRESS', 'CURRENTLY_UNDER_REVIEW', 'In review', 'orange'],
    ['KYC_IN_PROGRESS', 'REJECTED', 'Action needed', 'orange'],
    ['VERIFIED', 'APPROVED', 'Verified', 'success'],
    ['REVOKED', 'REVOKED', 'Verification withdrawn', 'ink'],
    ['SUSPENDED', null, 'Suspended', 'ink'],
  ] as const)('%s with KYC %s reads %s', (status, kyc, label, colour) => {
    const v = statusBadgeView(status, kyc);
    expect(v.label).toBe(label);
    expect(v.className).toContain(`bg-${colour}-`);
  });

  it('without the KYC status (the back office list) the member status alone decides', () => {
    expect(statusBadgeView('KYC_IN_PROGRESS').label).toBe('KYC in progress');
  });
});
