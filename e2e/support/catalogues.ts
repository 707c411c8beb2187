import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's catalogues as the build reads them, for journeys in another language (issue 51):
 * a journey finds a control by the words its language's catalogue gives it, so it fails when a
 * screen shows English where a translation exists.
 */
const dir = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/catalogues');
const english = JSON.parse(readFileSync(path.join(dir, 'en.json'), 'utf8')) as Record<
  string,
  { defaultMessage: string }
>;

/** A message's AST as FormatJS compiles it: literals, and arguments by name. */
type Element = { type: number; value: string };

/**
 * The pseudo-locale's words (`en-XA`, "[Ħḗḗŀŀǿǿ]"), compiled by FormatJS from en.json exactly as
 * the build does (apps/web/build/i18n.ts): literals as they are, arguments as `{name}`.
 */
function pseudoCatalogue(): Record<string, string> {
  const formatjs = path.resolve(import.meta.dirname, '../../node_modules/.bin/formatjs');
  const ast = JSON.parse(
    execFileSync(
      formatjs,
      ['compile', path.join(dir, 'en.json'), '--ast', '--pseudo-locale', 'en-XA'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Record<string, Element[]>;
  return Object.fromEntries(
    Object.entries(ast).map(([id, elements]) => [
      id,
      elements.map((e) => (e.type === 0 ? e.value : `{${e.value}}`)).join(''),
    ]),
  );
}

function catalogue(locale: string): Record<string, string> {
  if (locale === 'en-XA') return pseudoCatalogue();
  const merged: Record<string, string> = {};
  for (const file of readdirSync(path.join(dir, locale))) {
    const { _meta: _review, ...messages } = JSON.parse(
      readFileSync(path.join(dir, locale, file), 'utf8'),
    ) as Record<string, string>;
    Object.assign(merged, messages);
  }
  return merged;
}

/**
 * `say('Continue', 'kyc.')`: the words `locale` shows for the English message (of ids starting
 * with `prefix`), placeholders filled from `values`. Throws when the English is not one message.
 */
export function wordsIn(locale: string) {
  const words = catalogue(locale);
  return (text: string, prefix = '', values: Record<string, string> = {}): string => {
    const ids = Object.keys(english).filter(
      (id) => id.startsWith(prefix) && english[id]!.defaultMessage === text,
    );
    const found = [...new Set(ids.map((id) => words[id]))];
    if (found.length !== 1 || found[0] === undefined)
      throw new Error(`"${text}" (${prefix}…) is ${ids.length} messages in ${locale}: ${ids}`);
    return found[0].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}
