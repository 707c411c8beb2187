import type { FastifyBaseLogger } from 'fastify';
import type { Config, IdentityConfig, MessagingConfig, StorageConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { dojahIdentity } from './identity/dojah-identity.js';
import type { IdentityProvider } from './identity/provider.js';
import { sandboxIdentity } from './identity/sandbox-identity.js';
import { envKeyProvider, readKeysFile } from './keys/env-key-provider.js';
import type { ColumnKeySource, KeyProvider } from './keys/key-provider.js';
import type { MessageChannel, Messenger } from './messaging/messenger.js';
import { createOutboxMessenger } from './messaging/outbox-messenger.js';
import { termiiSms } from './messaging/termii-sms.js';
import { whatsappCloud } from './messaging/whatsapp-cloud.js';
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

/** The documented sandbox registries: test mode's, whatever live mode is configured with. */
export { sandboxIdentity };

export function createIdentity(c: IdentityConfig): IdentityProvider {
  return c.provider === 'sandbox' ? sandboxIdentity() : dojahIdentity(c);
}

/** One messenger per channel: the sandbox (the dev outbox) or the provider configured for it. */
export function createMessengers(
  c: MessagingConfig,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  appUrl: string,
): Record<MessageChannel, Messenger> {
  const outbox = createOutboxMessenger(db, log, `${appUrl}/dev/mailbox`);
  return {
    sms: c.sms.provider === 'termii' ? termiiSms(c.sms) : outbox,
    whatsapp: c.whatsapp.provider === 'cloud' ? whatsappCloud(c.whatsapp) : outbox,
  };
}
