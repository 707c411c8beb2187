import { describe, expect, it } from 'vitest';
import type { Locale } from '@vouch/contracts';
import { pseudoCompiled, PSEUDO_LOCALE } from '../../build/i18n';
import { plainEnglishWords } from '../../build/pseudo-words';
import { renderAuthScreen, renderLanding } from '../prerender';
import { paths } from '../lib/paths';

/**
 * The static pages (landing, sign-in, registration) are written at build time, once per language
 * (build/prerender.ts): rendered here the same way in the pseudo-locale, they show no plain
 * English word, so each of their texts comes from a catalogue and is served translated. The
 * journeys check the screens the app renders in the browser (e2e/tests/languages-pseudo.spec.ts).
 */
const pseudo = PSEUDO_LOCALE as Locale;
const messages = pseudoCompiled();

/** The words a visitor reads (and a screen reader hears), without tags or the switcher's names. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<option[^>]*\blang="[^"]*"[^>]*>[\s\S]*?<\/option>/g, ' ')
    .replace(/<[^>]+\b(?:aria-label|alt|title|placeholder)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

describe('the static pages in the pseudo-locale (issue 51)', () => {
  it('the landing page has no word outside the catalogues', () => {
    const page = renderLanding(pseudo, messages);
    // The hero's sample verification names a business, as a member would have typed it.
    expect(plainEnglishWords(visibleText(page.markup), ['Okafor Ventures'])).toEqual([]);
    expect(plainEnglishWords(page.title)).toEqual([]);
  });

  it.each([paths.login, paths.register])('%s has no word outside the catalogues', async (path) => {
    const page = await renderAuthScreen(path, pseudo, messages);
    expect(plainEnglishWords(visibleText(page.markup))).toEqual([]);
    expect(plainEnglishWords(page.title)).toEqual([]);
  });

  it('the check does find English: the same landing page in English', () => {
    expect(plainEnglishWords(visibleText(renderLanding('en', {}).markup)).length).toBeGreaterThan(
      20,
    );
  });
});
