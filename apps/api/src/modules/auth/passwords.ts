import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's parameters (19 MiB, t=2, p=1). @node-rs/argon2 defaults to argon2id; the
 * numbers are spelled out so a library default change cannot weaken them.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * The password_hash of an account made with an e-mail code (decision 0053): no password verifies
 * against it (it is no argon2 string), and sign-in checks it against the dummy hash instead, so
 * the answer takes the same time. ('erased' marks a closed account the same way.)
 */
export const NO_PASSWORD = 'none';

export function hasPassword(stored: string): boolean {
  return stored !== NO_PASSWORD && stored !== 'erased';
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Unknown e-mails are checked against a real hash too, so login takes the same time whether or
 * not the account exists (no enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing-Aa1!');
  await verifyPassword(await dummy, password);
  return false;
}
