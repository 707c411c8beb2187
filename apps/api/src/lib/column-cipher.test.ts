import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ColumnCipher, deriveColumnKey } from './column-cipher.js';

const key = deriveColumnKey(randomBytes(32));
const cipher = new ColumnCipher({ currentKeyId: () => 'k1', columnKey: () => key });
const row = { id: 'u1', role: 'member', first_name: 'Adaeze', email: 'a@example.com' };

describe('encrypted columns bound to their row', () => {
  it('opens to the plain row, other fields untouched', () => {
    const sealed = cipher.seal('users', 'u1', row);
    expect(sealed.first_name).toMatch(/^v2\.k1\./);
    expect(sealed.role).toBe('member');
    expect(cipher.open('users', 'u1', sealed)).toEqual(row);
  });

  it('refuses a value moved from another row', () => {
    const moved = cipher.seal('users', 'u1', row);
    expect(() => cipher.open('users', 'u2', moved)).toThrow();
  });
});
