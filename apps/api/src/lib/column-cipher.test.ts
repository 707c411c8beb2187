import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ColumnCipher, deriveColumnKey } from './column-cipher.js';

const key = deriveColumnKey(randomBytes(32));
const cipher = new ColumnCipher({ currentKeyId: () => 'k1', columnKey: () => key });
const row = { id: 'u1', role: 'member', first_name: 'Adaeze', email: 'a@example.com' };

describe('encrypted columns read lazily', () => {
  it('reads as the plain row, decrypting a column only when it is read', () => {
    const sealed = cipher.seal('users', 'u1', row);
    let decrypted = 0;
    const counting = Object.create(cipher) as ColumnCipher;
    counting.decrypt = (...args) => (decrypted++, cipher.decrypt(...args));

    const user = counting.openLazily('users', 'u1', sealed);
    expect(user.role).toBe('member');
    expect(decrypted).toBe(0);
    expect(user.first_name).toBe('Adaeze');
    expect(user.first_name).toBe('Adaeze');
    expect(decrypted).toBe(1);
    expect({ ...user }).toEqual(row);
    expect(JSON.parse(JSON.stringify(user))).toEqual(row);
    expect(decrypted).toBe(2);
  });

  it('takes an assigned value as plain, and refuses a value moved from another row when read', () => {
    const user = cipher.openLazily('users', 'u1', cipher.seal('users', 'u1', row));
    user.email = 'new@example.com';
    expect(user.email).toBe('new@example.com');
    expect({ ...user }).toMatchObject({ email: 'new@example.com' });

    const moved = cipher.openLazily('users', 'u2', cipher.seal('users', 'u1', row));
    expect(moved.role).toBe('member');
    expect(() => moved.first_name).toThrow();
  });
});
