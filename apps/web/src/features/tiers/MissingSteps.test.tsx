// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { noTierEvidence, type TierEvidence } from '@vouch/contracts';
import { MissingSteps } from './MissingSteps';

const show = (evidence: TierEvidence, tier: 1 | 2 | 3, next: string | null = null) =>
  render(
    <MemoryRouter>
      <MissingSteps evidence={evidence} tier={tier} next={next} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('what a tier still needs (issue 48)', () => {
  it('a NIN-only member asked for Tier 2: the BVN is the one step to do, linked there and back', () => {
    show({ ...noTierEvidence, nin: true, id_document: true }, 2, '/verify/vs_1');
    const list = screen.getByRole('list', { name: 'What Tier 2 needs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Look up your NIN (or a virtual NIN) (done)',
      'Look up your BVN (to do)',
      'An ID document matched to your face (done)',
    ]);
    expect(within(list).getByRole('link').getAttribute('href')).toBe(
      '/identity-numbers?type=bvn&next=%2Fverify%2Fvs_1',
    );
  });

  it('Tier 3 leads to the address page, and back', () => {
    show({ bvn: true, nin: true, id_document: true, address: false }, 3, '/dashboard');
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(
      'Your residential address, confirmed by a recent bill or bank statement',
    );
    expect(link.getAttribute('href')).toBe('/address?next=%2Fdashboard');
  });

  it('without a BVN or NIN, Tier 1 asks for the NIN', () => {
    show(noTierEvidence, 1);
    expect(screen.getByRole('link').textContent).toBe('Look up your NIN (or a virtual NIN)');
  });
});
