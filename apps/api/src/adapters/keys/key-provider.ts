/**
 * Master keys (docs/decisions/0013): they never encrypt data themselves. Every stored file gets a
 * data key of its own, wrapped by a master key; the wrapped key is kept beside the file. A key
 * provider wraps and unwraps; the environment one holds the master keys in memory, a cloud KMS
 * one would send them to the KMS (wrap = Encrypt, unwrap = Decrypt, context = encryption context).
 */
export interface KeyProvider {
  /** The master key new data keys are wrapped with. */
  currentKeyId(): string;
  /** `context` is bound to the wrapped key (associated data): it unwraps only with the same. */
  wrap(dataKey: Buffer, context: string): Promise<{ keyId: string; wrapped: Buffer }>;
  unwrap(keyId: string, wrapped: Buffer, context: string): Promise<Buffer>;
}

/**
 * Encrypted columns need their key on every read, synchronously: a provider also gives a column
 * key per master key (the environment one derives it; a KMS one would unwrap a stored column key
 * once at start). See lib/column-cipher.ts.
 */
export type { ColumnKeySource } from '../../lib/column-cipher.js';

/** Master keys by id; `current` wraps, every one unwraps (older ones while a rotation runs). */
export interface MasterKeys {
  current: string;
  keys: Map<string, Buffer>;
}
