import { describe, expect, it } from 'vitest';
import { loginThenBack, safeNextPath } from './paths';

const ORIGIN = 'https://vouch.example';
const next = (raw: string | null) => safeNextPath(raw, ORIGIN);

describe('coming back after sign-in', () => {
  it('keeps a path of this site, with its query', () => {
    const back = '/your-data/download?token=abc';
    expect(loginThenBack(back)).toBe('/login?next=%2Fyour-data%2Fdownload%3Ftoken%3Dabc');
    expect(next(new URLSearchParams(loginThenBack(back).split('?')[1]).get('next'))).toBe(back);
    expect(next('/verify/vs_1#consent')).toBe('/verify/vs_1#consent');
  });

  it('answers the path the browser will go to, as its URL parser reads it', () => {
    expect(next('/a/../dashboard')).toBe('/dashboard');
    expect(next('/dash\tboard')).toBe('/dashboard');
    // Encoded slashes stay encoded: a path segment, not a host.
    expect(next('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    // Same scheme without slashes: a relative path on this site, as the browser reads it too.
    expect(next('https:evil.example')).toBe('/evil.example');
  });

  it('defaults to the page itself when nothing is given', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
  });

  // The query string as the login page receives it; URLSearchParams decodes it once, as there.
  const fromQuery = (query: string) => next(new URLSearchParams(query).get('next'));

  it('refuses anything that could leave the site, however it is written (issue 46)', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      'HTTPS://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '\t//evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      ' //evil.example',
      '///evil.example',
      '/.//evil.example',
      '/./\\evil.example',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,hi',
      `${ORIGIN}.evil.example/`,
      `${ORIGIN}@evil.example/`,
      'http://vouch.example/',
    ])
      expect(next(bad), JSON.stringify(bad)).toBeNull();
    for (const query of [
      'next=%2F%09%2Fevil.example',
      'next=%2F%0A%2Fevil.example',
      'next=%2F%0D%2Fevil.example',
      'next=%2F%5Cevil.example',
      'next=%5C%5Cevil.example',
      'next=%2F%2Fevil.example',
      'next=%2F.%2F%2Fevil.example',
      'next=%20%2F%2Fevil.example',
    ])
      expect(fromQuery(query), query).toBeNull();
  });

  it('a path on this site written in full is kept as a path', () => {
    expect(next(`${ORIGIN}/kyc?step=2`)).toBe('/kyc?step=2');
  });
});
