// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from './session';
import { useFileSource } from './use-file-blob';

function Shown({ url }: { url: string }) {
  const f = useFileSource(url);
  return <p>{f.status === 'ready' ? `ready ${f.src}` : f.status}</p>;
}

let fetched: string[];
beforeEach(() => {
  fetched = [];
  setToken('token-a');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response('jpeg', { status: 200, headers: { 'content-type': 'image/jpeg' } });
    }),
  );
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:file-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

/** A stored KYC file is fetched once however often a screen mounts it (issue 37, item 7). */
describe('useFileSource', () => {
  it('fetches a file once through StrictMode, two images of it and a remount', async () => {
    const url = '/api/v1/kyc/files/file-once-1';
    const view = render(
      <StrictMode>
        <Shown url={url} />
        <Shown url={url} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByText('ready blob:file-1')).toHaveLength(2));
    view.unmount();
    render(<Shown url={url} />);
    expect(await screen.findByText('ready blob:file-1')).toBeTruthy();
    expect(fetched).toEqual([url]);
  });

  it('asks again after a failure, and per session after another sign-in', async () => {
    const url = '/api/v1/kyc/files/file-once-2';
    vi.mocked(fetch).mockResolvedValueOnce(new Response('gone', { status: 500 }));
    const first = render(<Shown url={url} />);
    expect(await screen.findByText('failed')).toBeTruthy();
    first.unmount();
    const second = render(<Shown url={url} />);
    expect(await screen.findByText(/^ready blob:/)).toBeTruthy();
    second.unmount();
    setToken('token-b');
    render(<Shown url={url} />);
    // The failed try, the one after it, and the new session's own.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls).toHaveLength(3));
  });
});
