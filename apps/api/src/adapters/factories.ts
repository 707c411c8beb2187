import type { Config, IdentityConfig, StorageConfig } from '../config.js';
import { dojahIdentity } from './identity/dojah-identity.js';
import type { IdentityProvider } from './identity/provider.js';
import { sandboxIdentity } from './identity/sandbox-identity.js';
import { envKeyProvider, readKeysFile } from './keys/env-key-provider.js';
import type { ColumnKeySource, KeyProvider } from './keys/key-provider.js';
import { encryptedStorage, type EncryptedStorage } from './storage/encrypted-storage.js';
import { localStorage } from './storage/local-storage.js';
import { s3Storage } from './storage/s3-storage.js';
import type { FileStorage } from './storage/storage.js';

/** The master keys: from the environment or the embedded default's secrets file (a KMS later). */
export function createKeyProvider(c: Config['masterKeys']): KeyProvider & ColumnKeySource {
  return envKeyProvider(c, c.file ? { file: c.file, read: readKeysFile } : undefined);
}

/** Configuration → adapter: the embedded default or the real thing; either way encrypted. */
export function createStorage(c: StorageConfig, keys: KeyProvider): EncryptedStorage {
  const store: FileStorage = c.kind === 'local' ? localStorage(c.root) : s3Storage(c);
  return encryptedStorage(store, keys);
}

export function createIdentity(c: IdentityConfig): IdentityProvider {
  return c.provider === 'sandbox' ? sandboxIdentity() : dojahIdentity(c);
}
