import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredObject } from './storage.js';

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/**
 * Files under DATA_DIR/uploads (never served statically: only through the authorised endpoint):
 * folders 0700, files 0600, each written to a temporary name and renamed, so a reader (or a
 * rotation rewriting a header) never sees half a file.
 */
export function localStorage(root: string): FileStorage {
  const file = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix): AsyncIterable<StoredObject> {
      const dir = path.join(root, prefix);
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const e of entries) {
        if (!e.isFile() || e.name.endsWith('.tmp')) continue;
        const full = path.join(e.parentPath, e.name);
        yield {
          key: path.relative(root, full).split(path.sep).join('/'),
          modifiedAt: (await stat(full)).mtime,
        };
      }
    },
    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root);
    },
  };
}
