#!/usr/bin/env node
// The English catalogues, extracted from the sources by FormatJS's CLI (issue 51): nobody keeps a
// list of message ids by hand. `npm run i18n:extract` writes them; a test fails while they are stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const formatjs = path.join(root, 'node_modules', '.bin', 'formatjs');

/** Where each catalogue's messages come from, and where its English goes. */
export const EXTRACTED = [
  { sources: 'apps/web/src/**/*.{ts,tsx}', out: 'apps/web/src/i18n/catalogues/en.json' },
  { sources: 'apps/api/src/adapters/mail/**/*.ts', out: 'apps/api/src/i18n/catalogues/en.json' },
];

/** The catalogue as JSON text: { id: { defaultMessage, description? } }, ids sorted. */
export function extract({ sources }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-extract-'));
  try {
    const out = path.join(dir, 'en.json');
    execFileSync(
      formatjs,
      ['extract', sources, '--ignore', '**/*.test.*', '--out-file', out, '--throws'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const messages = JSON.parse(readFileSync(out, 'utf8'));
    const sorted = Object.fromEntries(
      Object.keys(messages)
        .sort()
        .map((id) => [id, messages[id]]),
    );
    return `${JSON.stringify(sorted, null, 2)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const catalogue of EXTRACTED) {
    const text = extract(catalogue);
    writeFileSync(path.join(root, catalogue.out), text);
    console.log(`${catalogue.out}: ${Object.keys(JSON.parse(text)).length} messages`);
  }
}
