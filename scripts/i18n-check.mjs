#!/usr/bin/env node
// `node scripts/i18n-check.mjs [namespace...]`: extracts the English catalogue, then checks the
// given namespaces (all when none) in every language: no message missing or extra, each valid ICU
// with English's placeholders (formatjs verify), and how many are still identical to English.
// The whole-catalogue version of these checks runs in the tests (apps/web/src/i18n/catalogues.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'apps/web/src/i18n/catalogues');
const LOCALES = ['pcm', 'ha', 'yo', 'ig'];
execFileSync('node', ['--import', 'tsx', path.join(root, 'scripts/i18n-extract.mjs')], {
  stdio: 'ignore',
});
const en = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8'));
const wanted = process.argv.slice(2);
const inScope = (id) => wanted.length === 0 || wanted.includes(id.split('.', 1)[0]);
const source = Object.fromEntries(
  Object.entries(en)
    .filter(([id]) => inScope(id))
    .map(([id, m]) => [id, m.defaultMessage]),
);
const tmp = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
let failed = false;
try {
  writeFileSync(path.join(tmp, 'en.json'), JSON.stringify(source));
  for (const locale of LOCALES) {
    const merged = {};
    const localeDir = path.join(dir, locale);
    for (const file of existsSync(localeDir) ? readdirSync(localeDir) : []) {
      const { _meta, ...messages } = JSON.parse(readFileSync(path.join(localeDir, file), 'utf8'));
      if (!_meta) console.error(`${locale}/${file}: no _meta`);
      for (const [id, m] of Object.entries(messages)) if (inScope(id)) merged[id] = m;
    }
    writeFileSync(path.join(tmp, `${locale}.json`), JSON.stringify(merged));
    const identical = Object.keys(source).filter((id) => merged[id] === source[id]);
    console.log(
      `${locale}: ${Object.keys(merged).length}/${Object.keys(source).length} messages, ${identical.length} identical to English${identical.length ? `: ${identical.slice(0, 8).join(', ')}` : ''}`,
    );
    try {
      execFileSync(
        path.join(root, 'node_modules/.bin/formatjs'),
        [
          'verify',
          '--source-locale',
          'en',
          '--missing-keys',
          '--extra-keys',
          '--structural-equality',
          path.join(tmp, 'en.json'),
          path.join(tmp, `${locale}.json`),
        ],
        { stdio: 'pipe', encoding: 'utf8' },
      );
    } catch (error) {
      failed = true;
      console.error(`${locale}: ${error.stderr || error.stdout || error.message}`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
