// Where the team's read-only shared/ folder is: VOUCH_SHARED_DIR if set, else beside the
// repository (as CI has it), else this machine's /work/shared (a fresh clone made elsewhere, such
// as by shared/scripts/fresh-clone-check, has no shared/ beside it).
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function sharedDir() {
  const candidates = [
    process.env.VOUCH_SHARED_DIR,
    path.resolve(repoRoot, '../shared'),
    '/work/shared',
  ];
  const found = candidates.find((c) => c && existsSync(path.join(c, 'fixtures')));
  if (!found) {
    throw new Error(
      `shared/ not found (looked in ${candidates.filter(Boolean).join(', ')}); set VOUCH_SHARED_DIR`,
    );
  }
  return found;
}

export function facesDir() {
  return path.join(sharedDir(), 'fixtures', 'faces');
}
