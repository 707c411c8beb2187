// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@vouch/contracts';
import { CATALOGUES, compiledCatalogue, readCatalogue } from '../../build/i18n';
import { englishCatalogue, identicalToEnglish } from '../../build/i18n-report';
// @ts-expect-error: a plain .mjs script without types
import { EXTRACTED, extract } from '../../../../scripts/i18n-extract.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const formatjs = path.join(root, 'node_modules', '.bin', 'formatjs');
const TRANSLATED = LOCALES.filter((l) => l !== 'en');

describe('the catalogues (issue 51)', () => {
  it('English is what `formatjs extract` finds in the sources, not a list kept by hand', () => {
    for (const catalogue of EXTRACTED as { sources: string; out: string }[]) {
      expect(
        readFileSync(path.join(root, catalogue.out), 'utf8'),
        `${catalogue.out} is stale: npm run i18n:extract`,
      ).toBe(extract(catalogue));
    }
  });

  let dir: string;
  beforeAll(() => {
    // FormatJS's own verifier, on each locale merged from its namespace files.
    dir = mkdtempSync(path.join(tmpdir(), 'vouch-catalogues-'));
    writeFileSync(path.join(dir, 'en.json'), JSON.stringify(englishCatalogue()));
    for (const locale of TRANSLATED)
      writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(readCatalogue(locale)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every language has every message and no other, each valid ICU with the English placeholders (formatjs verify)', () => {
    const run = () =>
      execFileSync(
        formatjs,
        [
          'verify',
          '--source-locale',
          'en',
          '--missing-keys',
          '--extra-keys',
          '--structural-equality',
          ...['en', ...TRANSLATED].map((l) => path.join(dir, `${l}.json`)),
        ],
        { encoding: 'utf8', stdio: 'pipe' },
      );
    expect(run).not.toThrow();
  });

  it('the verifier does fail on a missing message and on a lost placeholder', () => {
    const en = englishCatalogue();
    const withPlaceholder = Object.keys(en).find((id) => en[id]!.includes('{'));
    const broken = mkdtempSync(path.join(tmpdir(), 'vouch-broken-'));
    try {
      writeFileSync(path.join(broken, 'en.json'), JSON.stringify(en));
      const pcm = readCatalogue('pcm');
      delete pcm[Object.keys(en)[0]!];
      writeFileSync(path.join(broken, 'pcm.json'), JSON.stringify(pcm));
      const yo = readCatalogue('yo');
      yo[withPlaceholder!] = 'kò sí àyè';
      writeFileSync(path.join(broken, 'yo.json'), JSON.stringify(yo));
      for (const locale of ['pcm', 'yo'])
        expect(() =>
          execFileSync(
            formatjs,
            [
              'verify',
              '--source-locale',
              'en',
              '--missing-keys',
              '--structural-equality',
              path.join(broken, 'en.json'),
              path.join(broken, `${locale}.json`),
            ],
            { stdio: 'pipe' },
          ),
        ).toThrow();
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('compiles every language to AST, as the build does', () => {
    for (const locale of TRANSLATED)
      expect(Object.keys(compiledCatalogue(locale)).length).toBe(
        Object.keys(englishCatalogue()).length,
      );
  });

  it('keeps each message in its namespace’s file, and each file says who reviewed it and when', () => {
    for (const locale of TRANSLATED) {
      for (const file of readdirSync(path.join(CATALOGUES, locale))) {
        const { _meta, ...messages } = JSON.parse(
          readFileSync(path.join(CATALOGUES, locale, file), 'utf8'),
        ) as { _meta?: { reviewed_by: unknown; reviewed_on: unknown } };
        expect(_meta, `${locale}/${file}`).toBeDefined();
        expect(Object.keys(_meta!).sort()).toEqual(['reviewed_by', 'reviewed_on']);
        if (_meta!.reviewed_on !== null) expect(_meta!.reviewed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const namespace = file.replace(/\.json$/, '');
        for (const id of Object.keys(messages))
          expect(id.split('.', 1)[0], `${locale}/${file}: ${id}`).toBe(namespace);
      }
    }
  });

  it('counts the messages still identical to English, names and codes aside', () => {
    const report = identicalToEnglish(TRANSLATED);
    for (const { missing } of report) expect(missing).toBe(0);
    // The count is real: a catalogue of English copies is all identical.
    const en = englishCatalogue();
    const copies = Object.values(en).filter((m) =>
      /[A-Za-z]{3,}/.test(m.replace(/\{[^}]*\}/g, '')),
    );
    expect(copies.length).toBeGreaterThan(0);
  });
});
