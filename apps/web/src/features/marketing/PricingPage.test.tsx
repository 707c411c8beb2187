// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants, type BusinessPricing } from '@vouch/contracts';
import { formatNaira } from './components/fee';
import PricingPage from './PricingPage';

// A lookup price no default has: the page must show what the server says, not a number of its own.
const pricing: BusinessPricing = {
  lookup_ngn: 250,
  requests_per_minute: { live: 1200, test: 120 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Pricing page: what a business pays (issue 47, decision 0052)', () => {
  it('names the verification fee, the lookup price, the balance they come from, funding and refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const msg = String(url).endsWith('/business/pricing') ? pricing : { tiers: [] };
        return new Response(JSON.stringify({ status: 200, msg }), { status: 200 });
      }),
    );
    render(
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>,
    );
    const card = screen.getByRole('heading', { name: 'For businesses' }).parentElement!;
    expect((await within(card).findByTestId('lookup-price')).textContent).toBe(formatNaira(250));
    expect(within(card).getByTestId('verification-price').textContent).toBe(
      formatNaira(constants.kycFeeNaira),
    );
    const text = card.textContent ?? '';
    expect(text).toContain(
      `A customer who verifies through your live verification link and was not verified before costs ${formatNaira(constants.kycFeeNaira)}`,
    );
    expect(text).toContain(`Each live lookup costs ${formatNaira(250)}.`);
    expect(text).toContain('Test mode is free');
    expect(text).toMatch(/taken from your organisation’s balance/);
    expect(text).toMatch(/Add funds: card, bank transfer or USSD through our payment provider/);
    expect(text).toMatch(/bank transfer quoting your top-up’s reference, and Vouch credits it/);
    expect(text).toMatch(
      /new live verification links and live lookups are refused until you add funds/,
    );
  });
});
