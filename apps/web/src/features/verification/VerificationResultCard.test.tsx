// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VerificationResult } from '@vouch/contracts';
import { VerificationResultCard } from './VerificationResultCard';

const base = {
  last_name: 'Okafor',
  wallet_address: JSON.stringify({ addresses: [] }),
  matched_by: { search_by: 'UUID', evidence: 'member_id' },
  verified_since: '2026-03',
  kyc_tier: 2,
} as const;

function renderCard(member: VerificationResult) {
  render(<VerificationResultCard member={member} />);
  return screen.getByRole('region', { name: 'Search result' });
}

/** The definition shown for a term of Member Information. */
const definitionOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(cleanup);

describe('the result card says how a business name was checked (issue 30)', () => {
  it('a name found in the CAC registry: "Registered with CAC" and the number', () => {
    const card = renderCard({
      ...base,
      applicant_type: 'business',
      business_name: 'Amaka Fabrics Nig. Ltd',
      business_check: { method: 'cac', registration: 'RC 1234567' },
    });
    const business = definitionOf(card, 'Business Name');
    expect(business.textContent).toBe('Amaka Fabrics Nig. LtdRegistered with CAC, RC 1234567');
  });

  it('a name from a certificate a reviewer approved: "reviewed by Vouch"', () => {
    const card = renderCard({
      ...base,
      applicant_type: 'business',
      business_name: 'Amaka Fabrics',
      business_check: { method: 'document' },
    });
    expect(definitionOf(card, 'Business Name').textContent).toBe(
      'Amaka FabricsBusiness name reviewed by Vouch',
    );
  });

  it('no certified business name: verified as an individual, no business row', () => {
    const card = renderCard({ ...base, applicant_type: 'individual' });
    expect(definitionOf(card, 'Verified as').textContent).toBe('An individual');
    expect(within(card).queryByText('Business Name')).toBeNull();
    expect(card.textContent).not.toMatch(/CAC|reviewed by Vouch/);
  });
});

describe('the result card reads the CBN tier (issue 48)', () => {
  it('"Tier 2" from the answer, and why there is none when there is none', () => {
    const card = renderCard({ ...base, applicant_type: 'individual' });
    expect(definitionOf(card, 'KYC tier').textContent).toContain('Tier 2');
    cleanup();
    const none = renderCard({ ...base, kyc_tier: null, applicant_type: 'individual' });
    expect(definitionOf(none, 'KYC tier').textContent).toContain(
      'No tier: no BVN or NIN validated',
    );
  });
});
