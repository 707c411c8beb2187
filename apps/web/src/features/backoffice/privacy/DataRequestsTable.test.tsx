// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataRequestItem } from '@vouch/contracts';
import { openSummary, RequestsList, RequestsTable } from './DataRequestsTable';

afterEach(cleanup);

const base: DataRequestItem = {
  id: 'r-1',
  kind: 'export',
  status: 'open',
  member_uuid: '11111111-2222-4333-8444-555555555555',
  requested_at: '2026-10-01T09:00:00.000Z',
  completed_at: null,
  age_days: 40,
  deadline: '2026-10-31T09:00:00.000Z',
  overdue: true,
};

describe('the data requests table', () => {
  it('highlights an open request past its one-month deadline', () => {
    render(
      <RequestsTable
        rows={[
          base,
          {
            ...base,
            id: 'r-2',
            kind: 'erasure',
            status: 'done',
            age_days: 1,
            overdue: false,
            completed_at: '2026-11-09T09:00:00.000Z',
          },
        ]}
      />,
    );
    const [, late, done] = screen.getAllByRole('row');
    expect(within(late!).getByText('Overdue')).toBeTruthy();
    expect(late!.className).toContain('bg-danger-50');
    expect(late!.textContent).toContain('Copy of data');
    expect(late!.textContent).toContain('40 days');
    expect(late!.textContent).toContain('31 October 2026');
    expect(within(done!).queryByText('Overdue')).toBeNull();
    expect(done!.className).not.toContain('bg-danger-50');
    expect(done!.textContent).toContain('Erasure');
    expect(done!.textContent).toContain('1 day');
  });

  it('on a phone, each request is a block; the overdue one is marked', () => {
    render(<RequestsList rows={[base, { ...base, id: 'r-3', overdue: false, age_days: 2 }]} />);
    const [late, fresh] = screen.getAllByRole('listitem');
    expect(late!.className).toContain('bg-danger-50');
    expect(within(late!).getByText('Overdue')).toBeTruthy();
    expect(late!.textContent).toContain('Deadline 31 October 2026');
    expect(fresh!.className).not.toContain('bg-danger-50');
    expect(fresh!.textContent).toContain('2 days ago');
  });

  it('sums up what is open', () => {
    expect(openSummary(0, 0)).toBe('No open requests.');
    expect(openSummary(1, 0)).toBe('1 open request.');
    expect(openSummary(3, 2)).toBe('3 open requests, 2 overdue.');
  });
});
