import { describe, expect, it } from 'vitest';
import { loginThenBack, safeNextPath } from './paths';

describe('coming back after sign-in', () => {
  it('keeps a path of this site, with its query', () => {
    const back = '/your-data/download?token=abc';
    expect(loginThenBack(back)).toBe('/login?next=%2Fyour-data%2Fdownload%3Ftoken%3Dabc');
    expect(safeNextPath(new URLSearchParams(loginThenBack(back).split('?')[1]).get('next'))).toBe(
      back,
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example'])
      expect(safeNextPath(bad)).toBeNull();
  });
});
