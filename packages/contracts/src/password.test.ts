import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordRequirements } from './password.js';

describe('common-password blocklist', () => {
  it.each([
    'Password1!',
    'P@ssw0rd',
    'p@ssw0rd1',
    'Welcome123$',
    'Qwerty1!',
    'Nigeria@2024',
    'Admin123!',
    'aaaaaa',
  ])('refuses %s', (p) => expect(isCommonPassword(p)).toBe(true));

  it.each(['Kola!nut42', 'N3w!Secret', 'Fresh!start99', 'Ug0!ebere&Lagos'])('allows %s', (p) =>
    expect(isCommonPassword(p)).toBe(false),
  );
});

describe('password checklist', () => {
  it('ticks each requirement on its own', () => {
    const done = (v: string) =>
      passwordRequirements(8)
        .filter((r) => r.test(v))
        .map((r) => r.id);
    expect(done('')).toEqual([]);
    expect(done('abcdefgh')).toEqual(['length', 'lower']);
    expect(done('Ab1!')).toEqual(['upper', 'lower', 'digit', 'special']);
    expect(done('Abcdef1!')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });
});
