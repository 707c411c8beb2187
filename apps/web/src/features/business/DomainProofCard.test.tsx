// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domainProofMessages, type DomainProof, type Organisation } from '@vouch/contracts';
import { DomainProofCard } from './DomainProofCard';

const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });

const waiting: DomainProof = {
  host: 'amaka.example',
  proven: false,
  proven_at: null,
  method: null,
  dns: { name: '_vouch.amaka.example', value: 'vouch-domain-verification=abc123' },
  file: {
    url: 'https://amaka.example/.well-known/vouch-domain-verification.txt',
    content: 'abc123',
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DomainProofCard org={{ id: 'org_1', role: 'owner' } as Organisation} />
    </QueryClientProvider>,
  );

describe('the website’s domain proof (issue 49)', () => {
  it('gives both ways with the code, says what was not found, then that the website is proven', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, waiting))
      .mockResolvedValueOnce(reply(409, domainProofMessages.notFound('amaka.example')))
      .mockResolvedValueOnce(
        reply(200, { ...waiting, proven: true, proven_at: '2026-12-06T09:00:00Z', method: 'dns' }),
      );
    show();
    expect(await screen.findByText('Name: _vouch.amaka.example')).toBeTruthy();
    expect(screen.getByText('vouch-domain-verification=abc123')).toBeTruthy();
    expect(
      screen.getByText(
        'At https://amaka.example/.well-known/vouch-domain-verification.txt, holding only:',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(domainProofMessages.notFound('amaka.example'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() =>
      expect(screen.getByText(domainProofMessages.proven('amaka.example'))).toBeTruthy(),
    );
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'SPAN' &&
          el.textContent ===
            'amaka.example is proven since 6 December 2026 (DNS record): members see it beside your name.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(String(fetchMock.mock.calls[1]![0])).toContain(
      '/business/organisations/org_1/domain-proof/check',
    );
  });
});
