// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueueItem } from '@vouch/contracts';
import { QueueList } from './QueueList';

const item = (risk: QueueItem['risk_level'], n: number): QueueItem => ({
  submission_id: `sub-${n}`,
  member_uuid: `uuid-${n}`,
  member_email: `m${n}@example.com`,
  member_name: `Member ${n}`,
  identity_type: 'bvn',
  country: 'nigeria',
  document_type: 'passport',
  version: 1,
  status: 'CURRENTLY_UNDER_REVIEW',
  submitted_at: '2025-03-05T10:00:00Z',
  waited_hours: 2,
  risk_level: risk,
  claimed_by: null,
  decided_by: null,
  decided_at: null,
});

afterEach(cleanup);

describe('the queue list', () => {
  it('shows each submission’s risk in the table and on the phone cards', () => {
    render(
      <MemoryRouter>
        <QueueList items={[item('high', 1), item('pending', 2)]} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Risk' })).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('High risk');
    expect(second!.textContent).toContain('Checks running…');

    const cards = screen.getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('High risk');
    expect(cards[1]!.textContent).toContain('Checks running…');
  });

  it('says which reviewer is working on a claimed case', () => {
    render(
      <MemoryRouter>
        <QueueList
          items={[{ ...item('clear', 1), claimed_by: 'ada@vouch.test' }, item('clear', 2)]}
        />
      </MemoryRouter>,
    );
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first!.textContent).toContain('With ada@vouch.test');
    expect(second!.textContent).not.toContain('With ');
  });
});
