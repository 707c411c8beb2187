// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringAlert } from '@vouch/contracts';
import { AlertCard } from './AlertCard';

const alert = (over: Partial<MonitoringAlert> = {}): MonitoringAlert => ({
  id: '5b0e0b1c-1f4e-4c5e-9f3a-7d2b6a1c0e11',
  status: 'open',
  member: {
    uuid: '0d8f7a52-2a7e-4d0b-a1c2-3f4e5d6c7b8a',
    name: 'Zainab Kolawole-Braithwaite',
    status: 'VERIFIED',
    verified_at: '2026-03-02T10:00:00Z',
  },
  business: null,
  hit: {
    query: 'Zainab Kolawole-Braithwaite',
    matched_name: 'Zainab Kolawole Braithwaite',
    entry_name: 'Zainab Kolawole Braithwaite',
    entry_id: 'test-os-9001',
    list: 'Test Sanctions List',
    programs: ['Test sanctions programme B'],
    pep: false,
    score: 0.974,
  },
  reason: null,
  decided_at: null,
  created_at: '2026-12-06T11:00:00Z',
  ...over,
});
const reply = (status: number, msg: unknown, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, msg, ...(errors ? { errors } : {}) }), { status });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a screening alert (issue 50)', () => {
  it('shows the member beside the entry; a reviewer dismisses it with the reason', async () => {
    const onDecided = vi.fn();
    fetchMock.mockResolvedValueOnce(reply(200, 'Alert dismissed'));
    render(<AlertCard alert={alert()} admin={false} onDecided={onDecided} />);
    expect(screen.getByText('Test Sanctions List · entry test-os-9001')).toBeTruthy();
    expect(screen.getByText('97 %')).toBeTruthy();
    // Suspending is an admin's.
    expect(screen.queryByRole('button', { name: 'Suspend the member' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Reason/), {
      target: { value: 'Born 1995, not 1980' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: not them' }));
    await waitFor(() =>
      expect(onDecided).toHaveBeenCalledWith('Alert dismissed: Zainab Kolawole-Braithwaite'),
    );
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toContain(
      '/backoffice/monitoring-alerts/5b0e0b1c-1f4e-4c5e-9f3a-7d2b6a1c0e11/decision',
    );
    expect(JSON.parse(String(init.body))).toEqual({
      decision: 'dismiss',
      reason: 'Born 1995, not 1980',
    });
  });

  it('shows the server’s refusal of a reason beside the field', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, 'Give the reason for the decision (3 to 500 characters)', {
        reason: 'Give the reason for the decision (3 to 500 characters)',
      }),
    );
    render(<AlertCard alert={alert()} admin={false} onDecided={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Escalate to an admin' }));
    expect(
      await screen.findByText('Give the reason for the decision (3 to 500 characters)'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Reason/).getAttribute('aria-invalid')).toBe('true');
  });

  it('an escalated alert is an admin’s: a reviewer reads it, an admin may suspend', () => {
    const escalated = alert({ status: 'escalated', reason: 'Same date of birth now listed' });
    render(<AlertCard alert={escalated} admin={false} onDecided={vi.fn()} />);
    expect(screen.getByText('An admin decides an escalated alert.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<AlertCard alert={escalated} admin onDecided={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Suspend the member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escalate to an admin' })).toBeNull();
  });

  it('a verified business’s alert names the business and whom it was verified for; nobody suspends it', () => {
    render(
      <AlertCard
        alert={alert({
          status: 'escalated',
          member: null,
          business: {
            id: 'bv_1',
            name: 'Amaka Fabrics Nig. Ltd',
            registration: 'RC 1234567',
            organisation: 'Kobo Loans',
            approved_at: '2026-12-01T10:00:00Z',
          },
        })}
        admin
        onDecided={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Amaka Fabrics Nig. Ltd' })).toBeTruthy();
    expect(
      screen.getByText(/Business RC 1234567, verified for Kobo Loans on 1 December 2026/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss: not them' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend the member' })).toBeNull();
  });
});
