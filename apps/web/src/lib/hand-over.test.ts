// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module: what a new document (a full page load) starts with. */
async function newDocument(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./hand-over');
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('hand-over across a full page load', () => {
  it('gives the page it was meant for its state, kept in its history entry for a reload', async () => {
    const from = await newDocument('/register');
    from.handOver('/login', { notice: 'Registration successful' });

    const login = await newDocument('/login');
    expect(login.handedOver()).toEqual({ notice: 'Registration successful' });
    // Taken out of session storage, into this entry: another tab or page does not see it.
    expect(sessionStorage.length).toBe(0);
    expect(window.history.state).toEqual({ handedOver: { notice: 'Registration successful' } });

    const reloaded = await newDocument('/login');
    window.history.replaceState({ handedOver: { notice: 'Registration successful' } }, '');
    expect(reloaded.handedOver()).toEqual({ notice: 'Registration successful' });
  });

  it('keeps what the router holds in the entry beside it', async () => {
    const from = await newDocument('/login');
    from.handOver('/dashboard', { notice: 'Login success' });
    const app = await newDocument('/dashboard');
    window.history.replaceState({ usr: null, key: 'abc', idx: 0 }, '');
    expect(app.handedOver()).toEqual({ notice: 'Login success' });
    expect(window.history.state).toMatchObject({ key: 'abc', idx: 0 });
  });

  it('gives nothing to another page, and drops what was meant for it', async () => {
    const from = await newDocument('/register');
    from.handOver('/login', { notice: 'Registration successful' });
    const other = await newDocument('/forgot-password');
    expect(other.handedOver()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    const later = await newDocument('/login');
    expect(later.handedOver()).toBeNull();
  });

  it('reads a broken entry as nothing handed over', async () => {
    sessionStorage.setItem('vouch.hand-over', '{not json');
    const page = await newDocument('/login');
    expect(page.handedOver()).toBeNull();
  });
});
