import type { IdentityConfig, StorageConfig } from '../config.js';
import { dojahIdentity } from './identity/dojah-identity.js';
import type { IdentityProvider } from './identity/provider.js';
import { sandboxIdentity } from './identity/sandbox-identity.js';
import { localStorage } from './storage/local-storage.js';
import { s3Storage } from './storage/s3-storage.js';
import type { FileStorage } from './storage/storage.js';

/** Configuration → adapter: the embedded default or the real thing. */
export function createStorage(c: StorageConfig): FileStorage {
  return c.kind === 'local' ? localStorage(c.root) : s3Storage(c);
}

export function createIdentity(c: IdentityConfig): IdentityProvider {
  return c.provider === 'sandbox' ? sandboxIdentity() : dojahIdentity(c);
}
