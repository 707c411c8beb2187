import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createIntl,
  createIntlCache,
  RawIntlProvider,
  type IntlShape,
  type MessageFormatElement,
} from 'react-intl';
import { loadCatalogue, type Catalogue } from './catalogue';
import { markDocument, rememberLocale, type AppLocale } from './choice';
import type { MessageId } from './messages';
import { setCurrentIntl } from './server-text';
import { setFormatLocale } from '../lib/format';

const cache = createIntlCache();

/** An untranslated message in another language shows its English, and says so in development. */
function onError(error: { code: string; message: string }) {
  if (import.meta.env.DEV && error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

export function intlFor(locale: AppLocale, messages: Catalogue): IntlShape {
  // A catalogue may lack messages (English shows): react-intl's type wants every id.
  const all = messages as Record<MessageId, MessageFormatElement[]>;
  return createIntl({ locale, defaultLocale: 'en', messages: all, onError }, cache);
}

interface LocaleControl {
  locale: AppLocale;
  /**
   * Loads the language's catalogue, then shows it, remembers it in the browser (unless
   * `remember` is false: a language a business asked for, not the visitor's choice) and sets
   * <html lang>.
   */
  setLocale: (locale: AppLocale, options?: { remember?: boolean }) => Promise<void>;
}

const LocaleContext = createContext<LocaleControl | null>(null);

/**
 * The language of everything below it. Its first render has the catalogue already (the caller
 * loads it before rendering), so a page never shows English first.
 */
export function LocaleProvider({
  locale: initial,
  messages: initialMessages,
  scope = 'app',
  children,
}: {
  locale: AppLocale;
  messages: Catalogue;
  /** Which catalogue a later switch loads: the static pages reload instead (their HTML is per language). */
  scope?: 'app' | 'public';
  children: ReactNode;
}) {
  const [state, setState] = useState({ locale: initial, messages: initialMessages });
  const setLocale = useCallback(
    async (locale: AppLocale, { remember = true }: { remember?: boolean } = {}) => {
      if (scope === 'public') {
        // A static page is written per language: the server sends it again in the new one.
        rememberLocale(locale);
        window.location.reload();
        return;
      }
      const messages = await loadCatalogue(locale);
      if (remember) rememberLocale(locale);
      markDocument(locale);
      setState({ locale, messages });
    },
    [scope],
  );
  useEffect(() => markDocument(state.locale), [state.locale]);
  const intl = useMemo(() => intlFor(state.locale, state.messages), [state]);
  // The API client words its failures, and lib/format its dates and money, in the language shown.
  setCurrentIntl(intl);
  setFormatLocale(state.locale);
  const control = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext.Provider value={control}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

const english: LocaleControl = {
  locale: 'en',
  setLocale: () => Promise.resolve(),
};

/** The current language and a way to change it (English outside a provider: a component's own test). */
export function useLocale(): LocaleControl {
  return useContext(LocaleContext) ?? english;
}
