// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRenewalReview } from '@vouch/contracts';
import { RenewalCard } from './RenewalCard';

const renewal: DocumentRenewalReview = {
  id: '5b0e0b1c-1f4e-4c5e-9f3a-7d2b6a1c0e11',
  member: { uuid: '0d8f7a52-2a7e-4d0b-a1c2-3f4e5d6c7b8a', name: 'Halima Bello' },
  document_type: 'drivers_licence',
  previous_expires_on: '2026-11-20',
  documents_expired: true,
  created_at: '2026-12-06T11:00:00Z',
};
const reply = (status: number, msg: unknown, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, msg, ...(errors ? { errors } : {}) }), { status });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The images are not what this test reads: they fail to load, and say so.
  fetchMock.mockImplementation(() => Promise.resolve(reply(404, 'No such renewal')));
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a driver’s licence renewal in the back office (issue 50)', () => {
  it('says what is on record, shows the server’s refusal beside the date, and reports the decision', async () => {
    const decided = vi.fn();
    render(<RenewalCard renewal={renewal} onDecided={decided} />);
    expect(screen.getByRole('heading', { name: 'Halima Bello' })).toBeTruthy();
    expect(
      screen.getByText(/expired 20 November 2026 \(answered as “documents expired” now\)/),
    ).toBeTruthy();

    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(
        reply(400, 'Enter the new document’s expiry date', {
          expires_on: 'Enter the new document’s expiry date as printed (a date after today)',
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve with this date' }));
    expect(
      await screen.findByText(
        'Enter the new document’s expiry date as printed (a date after today)',
      ),
    ).toBeTruthy();
    expect(decided).not.toHaveBeenCalled();

    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(reply(200, 'Renewal approved: the member is verified on the new document')),
    );
    fireEvent.change(screen.getByLabelText('Expiry date on the document'), {
      target: { value: '2031-06-30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve with this date' }));
    await waitFor(() =>
      expect(decided).toHaveBeenCalledWith(
        'Renewal approved: the member is verified on the new document: Halima Bello',
      ),
    );
    const decision = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/decision')).at(-1)!;
    expect(JSON.parse(String(decision[1]?.body))).toEqual({
      decision: 'approve',
      expires_on: '2031-06-30',
    });
  });
});
