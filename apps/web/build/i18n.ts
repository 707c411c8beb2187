import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transform as formatjsTransform } from '@formatjs/ts-transformer';
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { PUBLIC_PAGES, type PublicPage } from '../src/i18n/public-pages';
import type { CldrDates } from '../src/lib/cldr-dates';

/**
 * Vouch's languages in the build (issue 51, decision 0061).
 *
 * - Each locale's catalogue is a virtual module, `virtual:vouch-catalogue/<locale>` (every
 *   namespace) or `…/<locale>?ns=a,b` (only those, for the static pages' budgets), compiled to
 *   FormatJS's AST here so the browser carries no ICU parser and a broken message fails the
 *   build. English has no catalogue: it is the `defaultMessage` in the source.
 * - In a production build the sources' `defaultMessage`s are compiled to AST as well
 *   (@formatjs/ts-transformer), and the parser is aliased to its no-parser stub (7.9 kB gz for
 *   react-intl instead of 24).
 */
export const CATALOGUES = path.resolve(import.meta.dirname, '../src/i18n/catalogues');
const PREFIX = 'virtual:vouch-catalogue/';
const REVIEW = 'virtual:vouch-locale-review';

export interface ReviewRecord {
  reviewed_by: string | null;
  reviewed_on: string | null;
}

/** Whether a fluent speaker reviewed every file of a locale's catalogue (English: the spec's own). */
export function reviewedLocales(): Record<string, boolean> {
  const reviewed: Record<string, boolean> = { en: true };
  for (const locale of readdirSync(CATALOGUES, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    const dir = path.join(CATALOGUES, locale.name);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    reviewed[locale.name] =
      files.length > 0 &&
      files.every((file) => {
        const meta = (
          JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
            _meta?: ReviewRecord;
          }
        )._meta;
        return Boolean(meta?.reviewed_by && meta.reviewed_on);
      });
  }
  return reviewed;
}

/** One locale's messages, merged from its namespace files (`_meta` is the review record). */
export function readCatalogue(
  locale: string,
  namespaces?: readonly string[],
): Record<string, string> {
  const dir = path.join(CATALOGUES, locale);
  const merged: Record<string, string> = {};
  // Ids by prefix ('auth.LoginPage.', 'errors.secondFactor.code'): src/i18n/public-pages.ts.
  const wanted = (id: string) => !namespaces || namespaces.some((prefix) => id.startsWith(prefix));
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const { _meta: _review, ...messages } = JSON.parse(
      readFileSync(path.join(dir, file), 'utf8'),
    ) as Record<string, unknown>;
    for (const [id, message] of Object.entries(messages)) {
      if (!wanted(id)) continue;
      if (typeof message !== 'string') throw new Error(`${locale}/${file}: ${id} is not a string`);
      merged[id] = message;
    }
  }
  return merged;
}

/** A locale's catalogue as ICU ASTs; throws on a broken message (the build fails). */
export function compiledCatalogue(locale: string, namespaces?: readonly string[]) {
  const ast: Record<string, ReturnType<typeof parse>> = {};
  for (const [id, message] of Object.entries(readCatalogue(locale, namespaces))) {
    try {
      ast[id] = parse(message);
    } catch (error) {
      throw new Error(`${locale}: ${id} is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return ast;
}

/** A message's plain text (the server's words have no arguments: their literals joined). */
function plainText(message: string): string {
  return parse(message)
    .map((element) =>
      'value' in element && typeof element.value === 'string' ? element.value : '',
    )
    .join('');
}

/**
 * For the `errors` messages in a chunk: the server's English words → their id, so that the app
 * can show an API answer or a form's validation message in the member's language (the English
 * stays in @vouch/contracts; src/i18n/server-text.ts).
 */
function serverTextIndex(ids: string[]): Record<string, string> {
  const en = JSON.parse(readFileSync(path.join(CATALOGUES, 'en.json'), 'utf8')) as Record<
    string,
    { defaultMessage: string }
  >;
  const index: Record<string, string> = {};
  for (const id of ids)
    if (id.startsWith('errors.') && en[id]) index[plainText(en[id].defaultMessage)] = id;
  return index;
}

/**
 * The language's month names and date patterns from CLDR (Node's full ICU), carried in its chunk:
 * Chromium's ICU data has none for pcm, ha, yo or ig and writes "December 6, 2026" in each.
 */
export function cldrDates(locale: string): CldrDates {
  if (new Intl.DateTimeFormat(locale).resolvedOptions().locale !== locale)
    throw new Error(`this Node has no CLDR data for ${locale}: it needs full ICU`);
  const pattern = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
      .formatToParts(Date.UTC(2026, 11, 6, 12))
      .map((p) => (['day', 'month', 'year'].includes(p.type) ? `{${p.type}}` : p.value))
      .join('');
  return {
    months: Array.from({ length: 12 }, (_, i) =>
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2026, i, 15),
      ),
    ),
    date: pattern({ day: 'numeric', month: 'long', year: 'numeric' }),
    monthYear: pattern({ month: 'long', year: 'numeric' }),
  };
}

// JSON.parse of a string is faster for the browser than the same object as a literal.
const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

function compiled(locale: string, namespaces?: readonly string[]): string {
  const ast = compiledCatalogue(locale, namespaces);
  return [
    `export default ${json(ast)};`,
    `export const serverText = ${json(serverTextIndex(Object.keys(ast)))};`,
    `export const dates = ${json(cldrDates(locale))};`,
  ].join('\n');
}

/**
 * The pseudo-locale (issue 51's check for text that is not in a catalogue): every English message
 * accented and lengthened by FormatJS's own compiler ("[Ħḗḗŀŀǿǿ]"), so that a screen shown in it
 * has plain English only where something bypassed the catalogues.
 */
export const PSEUDO_LOCALE = 'en-XA';

export function pseudoCompiled(): Record<string, ReturnType<typeof parse>> {
  return JSON.parse(
    execFileSync(
      path.resolve(import.meta.dirname, '../../../node_modules/.bin/formatjs'),
      ['compile', path.join(CATALOGUES, 'en.json'), '--ast', '--pseudo-locale', PSEUDO_LOCALE],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Record<string, ReturnType<typeof parse>>;
}

function pseudoCatalogue(): string {
  const ast = pseudoCompiled();
  // No dates of its own: the pseudo-locale's are English.
  return `export default ${json(ast)};\nexport const serverText = ${json(serverTextIndex(Object.keys(ast)))};\nexport const dates = null;`;
}

function catalogues(): Plugin {
  return {
    name: 'vouch-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) || id === REVIEW ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${REVIEW}`) return `export default ${JSON.stringify(reviewedLocales())};`;
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale = '', query = ''] = id.slice(PREFIX.length + 1).split('?');
      if (locale === PSEUDO_LOCALE) return pseudoCatalogue();
      const page = new URLSearchParams(query).get('page');
      const ns = page ? [...PUBLIC_PAGES[page as PublicPage]] : undefined;
      if (page && !ns) throw new Error(`no static page ${page}`);
      if (!/^[a-z]{2,3}$/.test(locale)) throw new Error(`no catalogue ${locale}`);
      for (const file of readdirSync(path.join(CATALOGUES, locale)))
        this.addWatchFile(path.join(CATALOGUES, locale, file));
      return compiled(locale, ns);
    },
  };
}

const SOURCE = /\/src\/.*\.tsx?$/;

/** Production builds: `defaultMessage` strings become ASTs, so no message is parsed at run time. */
function defaultMessagesAsAst(): Plugin {
  const transformer = formatjsTransform({ ast: true, preserveWhitespace: false });
  return {
    name: 'vouch-default-messages-ast',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('defaultMessage')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          jsx: ts.JsxEmit.Preserve,
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          verbatimModuleSyntax: false,
        },
        transformers: { before: [transformer] },
      });
      return { code: out.outputText, map: null };
    },
  };
}

export function vouchI18n(): Plugin[] {
  return [catalogues(), defaultMessagesAsAst()];
}
