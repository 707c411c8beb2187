// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopUpStarted } from '@vouch/contracts';
import { AddFundsDialog } from './AddFundsDialog';

const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });

const started: TopUpStarted = {
  reference: 'VTU-7f9c',
  amount_ngn: 25000,
  provider: 'flutterwave',
  public_key: 'FLWPUBK_TEST-xyz',
  customer: { email: 'owner@amaka.example', name: 'Amaka Okafor' },
};

let fetchMock: ReturnType<typeof vi.fn>;
/** Flutterwave's window as its script defines it: the test plays the payer. */
let checkout: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  checkout = vi.fn(() => ({ close: vi.fn() }));
  vi.stubGlobal('FlutterwaveCheckout', checkout);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Add funds through Flutterwave (issue 47)', () => {
  it('opens Flutterwave Inline for the top-up, then lets the server confirm it', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, started))
      .mockResolvedValueOnce(reply(200, { balance_ngn: 25000 }));
    const onCredited = vi.fn();
    render(<AddFundsDialog orgId="org_1" open onClose={vi.fn()} onCredited={onCredited} />);
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '25,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    const config = checkout.mock.calls[0]![0] as {
      public_key: string;
      tx_ref: string;
      amount: number;
      currency: string;
      customer: { email: string };
      callback: (d: { status: string }) => void;
    };
    expect(config).toMatchObject({
      public_key: 'FLWPUBK_TEST-xyz',
      tx_ref: 'VTU-7f9c',
      amount: 25000,
      currency: 'NGN',
      customer: { email: 'owner@amaka.example' },
    });
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/business/organisations/org_1/balance/top-ups',
    );

    // The window says paid: the server is asked (it asks Flutterwave), and the balance shown again.
    config.callback({ status: 'successful' });
    await waitFor(() => expect(onCredited).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[1]![0])).toContain('/top-ups/VTU-7f9c/confirm');
  });

  it('a closed window credits nothing and says so', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, started));
    render(<AddFundsDialog orgId="org_1" open onClose={vi.fn()} onCredited={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(checkout).toHaveBeenCalled());
    const config = checkout.mock.calls[0]![0] as { onclose: (incomplete: boolean) => void };
    config.onclose(true);
    expect(await screen.findByText(/closed before paying. Nothing was charged/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
