import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createKeyProvider, createStorage } from '../adapters/factories.js';
import { formatMasterKeys, parseMasterKeys } from '../adapters/keys/env-key-provider.js';
import type { ResealOutcome } from '../adapters/storage/encrypted-storage.js';
import { newMasterKeyId, type Config } from '../config.js';
import { sealColumns } from '../db/seal-columns.js';
import { ColumnCipher } from '../lib/column-cipher.js';
import { PiiCipher } from '../lib/crypto.js';
import { UPLOAD_PREFIXES } from '../modules/kyc/index.js';
import { memberPii } from '../modules/users/index.js';
import type { Command } from './command.js';

/**
 * The embedded default keeps its master keys in secrets.json: --new-key adds one there and makes
 * it current. A running server reads the file again when it meets the new key id (or within a
 * few seconds), so it keeps reading and writing throughout.
 */
function addMasterKey(file: string): string {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const keys = parseMasterKeys(stored.MASTER_KEYS ?? '');
  const id = newMasterKeyId();
  keys.keys.set(id, randomBytes(32));
  keys.current = id;
  stored.MASTER_KEYS = formatMasterKeys(keys);
  writeKeysFile(file, stored);
  return id;
}

/** Every stored upload brought to the current master key, a file at a time. */
async function rotateFiles(config: Config) {
  const storage = createStorage(config.storage, createKeyProvider(config.masterKeys));
  const counts: Record<ResealOutcome, number> = {
    encrypted: 0,
    rewrapped: 0,
    current: 0,
    missing: 0,
  };
  for (const prefix of UPLOAD_PREFIXES)
    for await (const o of storage.list(prefix)) counts[await storage.reseal(o.key)] += 1;
  return counts;
}

export const rotateKeys: Command = {
  summary: 'Move every stored file (and encrypted column) to the current master key',
  help: [
    'Usage: npm run vouch -- rotate-keys [--new-key] [--retire]',
    '',
    "Re-wraps each stored file's data key with the current master key (the first of MASTER_KEYS)",
    'and encrypts files stored before encryption existed; re-encrypts every encrypted column',
    '(db/encrypted-columns.ts) the same way. Safe to run while the app serves and',
    'to run again (what is already current is left alone).',
    '',
    'With MASTER_KEYS in the environment: put the new key first (MASTER_KEYS=new:…,old:…) on',
    'every instance, run this, then remove the old key from MASTER_KEYS.',
    'With the generated secrets.json of the embedded default: --new-key makes a new master key',
    'current first (the running server picks it up by itself); later, --retire checks that',
    'nothing is left on an older key and removes the older keys from the file.',
  ].join('\n'),
  options: { 'new-key': { type: 'boolean' }, retire: { type: 'boolean' } },
  async run({ db, config, values, stdout, stderr }) {
    let keys = config.masterKeys;
    if ((values['new-key'] || values.retire) && !keys.file) {
      stderr(
        '--new-key and --retire work with the generated secrets.json only. MASTER_KEYS comes from the environment: put the new key first there (MASTER_KEYS=new:…,old:…), run rotate-keys, then remove the old key.',
      );
      return 2;
    }
    if (values['new-key'] && keys.file) {
      const id = addMasterKey(keys.file);
      keys = { ...readMasterKeys(keys.file), file: keys.file };
      stdout(`New master key ${id} is current.`);
    }
    const files = await rotateFiles({ ...config, masterKeys: keys });
    stdout(
      `Files: ${files.rewrapped} re-wrapped, ${files.encrypted} encrypted (stored before encryption), ${files.current} already on key ${keys.current}${files.missing ? `, ${files.missing} gone while running` : ''}.`,
    );
    const legacy = new PiiCipher(config.piiKey);
    const columns = new ColumnCipher(createKeyProvider(keys), legacy);
    // The blind index key is not rotated here: it is a separate key (BLIND_INDEX_KEY) and
    // changing it would mean recomputing every index at once (decision 0013).
    const cols = await sealColumns(db, memberPii(legacy, config.blindIndexKey, columns), {
      rotate: true,
    });
    stdout(
      `Columns: ${cols.reencrypted + cols.encrypted} values re-encrypted (${cols.encrypted} stored before encryption), ${cols.current} already on key ${keys.current}.`,
    );
    const old = [...keys.keys.keys()].filter((id) => id !== keys.current);
    const moved = files.rewrapped + files.encrypted + cols.reencrypted + cols.encrypted;
    if (values.retire && keys.file && old.length > 0) {
      // A server may have written with the old key until it saw the new one: only a pass that
      // found nothing left to move proves the old keys unused.
      if (moved > 0) {
        stdout('Some records were still on older keys: run rotate-keys --retire again.');
        return 1;
      }
      removeOlderKeys(keys.file, keys.current);
      stdout(`Removed ${old.join(', ')} from ${keys.file}.`);
    } else if (old.length > 0)
      stdout(
        keys.file
          ? `Older master keys ${old.join(', ')} stay readable; rotate-keys --retire removes them.`
          : `Once every instance has MASTER_KEYS with ${keys.current} first, nothing uses ${old.join(', ')}: remove it from MASTER_KEYS.`,
      );
    return 0;
  },
};

function readMasterKeys(file: string) {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return parseMasterKeys(stored.MASTER_KEYS ?? '');
}

function removeOlderKeys(file: string, current: string) {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const keys = parseMasterKeys(stored.MASTER_KEYS ?? '');
  stored.MASTER_KEYS = formatMasterKeys({
    current,
    keys: new Map([[current, keys.keys.get(current)!]]),
  });
  writeKeysFile(file, stored);
}

/** Written aside and renamed: a server reading the file meanwhile sees the old or the new. */
function writeKeysFile(file: string, stored: Record<string, string>) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(stored, null, 2), { mode: 0o600 });
  renameSync(temp, file);
}
