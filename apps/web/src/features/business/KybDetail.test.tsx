// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessVerification, Organisation } from '@vouch/contracts';
import { KybDetail } from './KybDetail';

const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });

const person = (over: Partial<BusinessVerification['people'][number]>) => ({
  id: 'bvp_1',
  object: 'business_verification_person' as const,
  first_name: 'CHINEDU',
  last_name: 'EZE',
  roles: ['director' as const],
  share_percent: 37,
  source: 'registry' as const,
  status: 'pending' as const,
  verification_url: 'http://vouch.test/verify/vs_1',
  session_id: 'vs_1',
  kyc_tier: null,
  screening: 'clear' as const,
  mismatch: null,
  updated_at: '2026-12-06T06:00:00Z',
  ...over,
});

const verification: BusinessVerification = {
  id: 'bv_1',
  object: 'business_verification',
  mode: 'live',
  status: 'pending_people',
  registration_number: 'RC 1234567',
  name: 'Amaka Fabrics',
  redirect_url: null,
  documents: [],
  registry: {
    lookup: 'found',
    name: 'AMAKA FABRICS NIGERIA LIMITED',
    status: 'ACTIVE',
    active: true,
    type: 'COMPANY',
    registered_on: '2016-05-12',
    address: null,
    name_matches: true,
  },
  screening: 'clear',
  review_reasons: [],
  people: [
    person({
      id: 'bvp_0',
      first_name: 'ADAEZE',
      last_name: 'OKAFOR',
      status: 'verified',
      kyc_tier: 2,
      verification_url: null,
    }),
    person({
      status: 'mismatch',
      mismatch: 'The verified name is not the name the registry lists',
      verification_url: null,
    }),
  ],
  decision: null,
  created_at: '2026-12-06T05:00:00Z',
  updated_at: '2026-12-06T06:00:00Z',
};

const org = (role: Organisation['role']) => ({ id: 'org_1', role }) as Organisation;
const renderDetail = (role: Organisation['role']) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <KybDetail org={org(role)} mode="live" id="bv_1" />
    </QueryClientProvider>,
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a business verification in the console (issue 49)', () => {
  it('shows each person’s answer, and an owner sends the one answered by someone else a new link', async () => {
    const resent = {
      ...verification,
      people: [
        verification.people[0]!,
        person({ verification_url: 'http://vouch.test/verify/vs_2' }),
      ],
    };
    fetchMock
      .mockResolvedValueOnce(reply(200, verification))
      .mockResolvedValueOnce(reply(200, resent));
    renderDetail('owner');
    expect(await screen.findByText('People (1 of 2 verified)')).toBeTruthy();
    expect(screen.getByText('Verified · Tier 2')).toBeTruthy();
    expect(screen.getByText('The verified name is not the name the registry lists')).toBeTruthy();
    // The verified director has nothing to resend.
    expect(screen.queryByRole('button', { name: /for ADAEZE OKAFOR/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Send link\s*for CHINEDU EZE$/ }));
    await waitFor(() =>
      expect(
        screen.getByText('A new link for CHINEDU EZE: the old one no longer works.'),
      ).toBeTruthy(),
    );
    expect(String(fetchMock.mock.calls[1]![0])).toContain(
      '/business/organisations/org_1/business-verifications/bv_1/people/bvp_1/resend?mode=live',
    );
    expect(screen.getByText('http://vouch.test/verify/vs_2')).toBeTruthy();
  });

  it('a viewer reads it but sends no links and adds no documents', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, verification));
    renderDetail('viewer');
    expect(await screen.findByText('People (1 of 2 verified)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send link|New link/ })).toBeNull();
    expect(screen.queryByLabelText('Upload a file')).toBeNull();
  });

  it('an owner adds the CAC certificate; the list shows it with its pages', async () => {
    const withDoc = {
      ...verification,
      documents: [
        {
          id: 'bvd_1',
          object: 'business_verification_document' as const,
          kind: 'cac_certificate' as const,
          pages: 2,
          created_at: '2026-12-06T07:00:00Z',
        },
      ],
    };
    fetchMock
      .mockResolvedValueOnce(reply(200, verification))
      .mockResolvedValueOnce(reply(200, withDoc));
    renderDetail('owner');
    expect(await screen.findByText('Your documents (0)')).toBeTruthy();
    const file = new File(['%PDF-1.4 certificate'], 'cac.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [file] } });
    expect(await screen.findByText('Your documents (1)')).toBeTruthy();
    expect(screen.getByText('2 pages', { exact: false })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect(url).toContain('/business-verifications/bv_1/documents?mode=live');
    const body = JSON.parse(String(init.body)) as { kind: string; file: string };
    expect(body.kind).toBe('cac_certificate');
    expect(body.file).toMatch(/^data:application\/pdf;base64,/);
  });

  it('a file over 4 MB is refused in the browser, and nothing is sent', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, verification));
    renderDetail('developer');
    await screen.findByText('Your documents (0)');
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByLabelText('Upload a file'), { target: { files: [big] } });
    expect(await screen.findByText('The file is too large (at most 4 MB)')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
