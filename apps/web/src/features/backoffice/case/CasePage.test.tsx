// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseView, SubmissionChecks } from '@vouch/contracts';
import CasePage from './CasePage';
import { pendingChecks, sampleChecks } from './checks/sample-checks';

const image = 'data:image/png;base64,iVBORw0KGgo=';
const view = (checks: SubmissionChecks, certificate: string[] = []): CaseView => ({
  submission: {
    id: 'sub-1',
    version: 1,
    first_name: 'Ada',
    last_name: 'Obi',
    middle_name: null,
    applicant_type: 'business',
    identity_number: '22222222222',
    identity_type: 'bvn',
    country: 'nigeria',
    phone_number: '08031234567',
    email_address: 'ada@example.com',
    document_type: 'passport',
    document_file: { f: image, b: null },
    portrait_file: { old_capture: null, new_capture: image },
    business_cartificate_file: certificate[0] ?? null,
    business_cartificate_pages: certificate,
    business_name: 'Ada Fabrics',
    business_number: null,
    status: 'CURRENTLY_UNDER_REVIEW',
    reason: null,
    submitted_at: '2025-03-05T14:00:00Z',
  },
  member: {
    uuid: 'uuid-1',
    email: 'ada@example.com',
    name: 'Ada Obi',
    dob: '14-03-1992',
    status: 'KYC_IN_PROGRESS',
    member_since: '2025-03-01T00:00:00Z',
  },
  lookup: null,
  versions: [],
  payment: null,
  duplicate_id_accounts: [],
  checks,
  certifies: {
    first_name: 'Ada',
    last_name: 'Obi',
    middle_name: null,
    dob: '14-03-1992',
    phone_number: '08031234567',
    whatsapp_number: '08031234567',
    wechat_id: null,
    email_address: 'ada@example.com',
    business_name: 'Ada Fabrics',
  },
  claim_conflicts: [],
  claim: null,
});

let replies: SubmissionChecks[];
let certificate: string[];
let calls: number;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = 0;
  certificate = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // The case view's "Shared with businesses" panel (issue 33) asks on its own.
      if (String(url).endsWith('/verification-sessions'))
        return new Response(JSON.stringify({ status: 200, msg: { sessions: [], grants: [] } }), {
          status: 200,
        });
      const checks = replies[Math.min(calls, replies.length - 1)]!;
      calls += 1;
      return new Response(JSON.stringify({ status: 200, msg: view(checks, certificate) }), {
        status: 200,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCase() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/backoffice/cases/sub-1']}>
        <Routes>
          <Route path="/backoffice/cases/:id" element={<CasePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the case view while the checks run', () => {
  it('asks again every 2 seconds until the verdict is in, then stops', async () => {
    replies = [pendingChecks, pendingChecks, sampleChecks];
    renderCase();
    expect(await screen.findByText('Checks running…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('High risk')).toBeTruthy();
    expect(calls).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(3);
  });

  it('does not ask again when the checks were done already', async () => {
    replies = [sampleChecks];
    renderCase();
    expect(await screen.findByText('High risk')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(calls).toBe(1);
  });
});

describe('the case view of a certificate', () => {
  it('shows every page of a PDF certificate as an image, in order', async () => {
    replies = [sampleChecks];
    certificate = [image, `${image}AA`, `${image}AB`];
    renderCase();
    for (const n of [1, 2, 3]) {
      const page = await screen.findByAltText(`Business Certificate, page ${n} of 3`);
      expect(page.getAttribute('src')).toBe(certificate[n - 1]);
    }
    expect(screen.queryByText(/Download PDF/)).toBeNull();
  });

  it('shows a one-page certificate under its plain caption', async () => {
    replies = [sampleChecks];
    certificate = [image];
    renderCase();
    expect(await screen.findByAltText('Business Certificate')).toBeTruthy();
  });
});
