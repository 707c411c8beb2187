import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { LOCALES, type Locale } from '@vouch/contracts';
import { compiledCatalogue, vouchI18n } from './i18n';
import { identicalToEnglish } from './i18n-report';
import { compressFile, precompress } from './precompress';

/**
 * The public screens a visitor usually lands on, as static pages prerendered at build time, so
 * that they paint without waiting for any script and run only what they need, without the
 * router. Each is written to dist/prerendered/<name>.html beside a brotli and a gzip copy, listed
 * in prerendered/pages.json; the server sends it for that exact path and index.html (the app,
 * never prerendered) for every other one.
 *
 * '/' is the landing page: its shell (landing.html) has a small entry that hydrates only the
 * header (decision 0026). Sign-in and registration share a shell (auth.html) whose entry hydrates
 * the screen, whose chunks (and React DOM's) are preloaded (decision 0046).
 */
const PRERENDERED: Record<string, { name: string; shell: string; chunks: string[] }> = {
  '/': { name: 'landing', shell: 'landing.html', chunks: [] },
  '/login': { name: 'login', shell: 'auth.html', chunks: ['src/features/auth/LoginPage.tsx'] },
  '/register': {
    name: 'register',
    shell: 'auth.html',
    chunks: ['src/features/auth/RegisterPage.tsx'],
  },
};
/** Sent only filled in: removed from dist once the pages are written. */
const STATIC_SHELLS = ['landing.html', 'auth.html'];

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files of `sources`' lazy chunks and everything they import, for <link rel="modulepreload">:
 * the browser fetches them beside the entry instead of after it has run (no waterfall).
 */
function chunkFiles(
  manifest: Record<string, ManifestEntry>,
  shell: string,
  sources: string[],
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    if (entry.file === manifest[shell]?.file || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen];
}

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'dist-ssr');

/**
 * The sign-in and registration pages' own build (decision 0046): built with the app, their
 * modules were cut into some forty chunks shared with the app's screens in different sets, and a
 * slow phone paid for each file (measured: those files, not the hydration, held the pages' total
 * blocking time ~200 ms above the landing page's). On their own they make a handful of chunks.
 * The price: React DOM is a second copy of the app's, downloaded again by the first screen of the
 * app a visitor opens after signing in.
 */
const AUTH_MANIFEST = '.vite/manifest-auth.json';
await build({
  root: webRoot,
  configFile: false,
  logLevel: 'warn',
  plugins: [vouchI18n(), react(), tailwindcss(), precompress()],
  build: {
    target: 'es2022',
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: AUTH_MANIFEST,
    rolldownOptions: {
      input: { auth: 'auth.html' },
      // The stylesheet is the app's, byte for byte: under the app's name it is one file, which
      // the browser has cached when the app's first screen asks for it.
      output: {
        assetFileNames: ({ names }) =>
          names[0]?.endsWith('.css')
            ? 'assets/styles-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
interface Prerendered {
  markup: string;
  title: string;
  head: string;
}
type Catalogue = ReturnType<typeof compiledCatalogue>;
const { renderAuthScreen, renderLanding } = (await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
)) as {
  renderAuthScreen: (pathname: string, locale: Locale, messages: Catalogue) => Promise<Prerendered>;
  renderLanding: (locale: Locale, messages: Catalogue) => Prerendered;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const manifestFile = path.join(dist, '.vite', 'manifest.json');
const readManifest = (file: string) =>
  JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as Record<string, ManifestEntry>;
const viteManifest = readManifest('.vite/manifest.json');
const authManifest = readManifest(AUTH_MANIFEST);
// main.tsx imports the app (app/start.tsx) dynamically; the app's shell preloads it and its
// imports, so that import costs no round trip after the entry.
const preloadTags = (files: string[], shell: string) =>
  files
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
const appShell = path.join(dist, 'index.html');
const appShellHtml = readFileSync(appShell, 'utf8');
writeFileSync(
  appShell,
  appShellHtml.replace(
    '</head>',
    `${preloadTags(chunkFiles(viteManifest, 'index.html', ['src/app/start.tsx']), appShellHtml)}</head>`,
  ),
);
compressFile(appShell);

/**
 * Vite writes the stylesheet after the scripts; on a prerendered page it is what the first paint
 * waits for, so it goes first and its download starts before theirs.
 */
function stylesheetFirst(html: string): string {
  const sheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html);
  if (!sheet) return html;
  const rest = html.replace(sheet[0], '');
  const firstScript = rest.search(/<script |<link rel="modulepreload"/);
  return `${rest.slice(0, firstScript)}${sheet[0].trim()}\n    ${rest.slice(firstScript)}`;
}

const outDir = path.join(dist, 'prerendered');
mkdirSync(outDir, { recursive: true });
/** Per path, per language: the file the server sends (apps/api/src/plugins/spa.ts). */
const manifest: Record<string, Partial<Record<Locale, string>>> = {};
// src/auth.tsx imports React DOM dynamically, after the first frame: preloaded like the screen.
// (Every dynamic import of the entry but the screens, which come from src/.)
const reactDom = (authManifest['auth.html']?.dynamicImports ?? []).filter(
  (key) => !key.startsWith('src/') && !key.startsWith('virtual:'),
);
/** The page's language, which its entry loads before hydrating (src/i18n/catalogue.ts). */
const PUBLIC_CATALOGUE = (locale: Locale, page: string) =>
  `virtual:vouch-catalogue/${locale}?page=${page}`;
if (reactDom.length !== 1) throw new Error(`src/auth.tsx's dynamic imports: ${reactDom.join()}`);
// Every page once per language, so that a visitor is never shown English first (issue 51). The
// server render takes the whole catalogue; what the page's script hydrates comes from the
// public namespaces its entry loads (src/i18n/catalogue.ts), the same messages.
for (const locale of LOCALES)
  for (const [pathname, { name, shell: shellName, chunks }] of Object.entries(PRERENDERED)) {
    const isLanding = pathname === '/';
    const shell = readFileSync(path.join(dist, shellName), 'utf8').replace(
      /<html lang="en">/,
      `<html lang="${locale}" data-locale="${locale}">`,
    );
    if (!shell.includes(`data-locale="${locale}"`))
      throw new Error(`${shellName} has no <html lang="en">`);
    const messages = locale === 'en' ? {} : compiledCatalogue(locale);
    const screen = isLanding
      ? renderLanding(locale, messages)
      : await renderAuthScreen(pathname, locale, messages);
    // Controls render read-only or disabled until hydrated (lib/use-hydrated.ts). #root's
    // data-prerendered mark (the landing page's is on its header) goes when the screen has taken over.
    const markup = screen.markup;
    const rootTag = isLanding ? '<div id="root">' : '<div id="root" data-prerendered="">';
    const lazy = isLanding ? chunks : [...reactDom, ...chunks];
    const built = isLanding ? viteManifest : authManifest;
    const catalogue = locale === 'en' ? [] : [PUBLIC_CATALOGUE(locale, name)];
    const catalogueFile = catalogue.map((key) => built[key]?.file);
    if (catalogueFile.some((file) => !file)) throw new Error(`no catalogue chunk for ${locale}`);
    const preloads = (
      preloadTags(chunkFiles(built, shellName, lazy), shell) +
      catalogueFile
        .map((file) => `<link rel="modulepreload" data-catalogue href="/${file}">`)
        .join('')
    ).replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
    // On a prerendered page no script is needed for the first paint: they download at once but
    // after the stylesheet and the page's own requests (fetchpriority low), not competing with them.
    const html = stylesheetFirst(shell)
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
      .replace('</head>', `${screen.head}${preloads}</head>`)
      .replace('<div id="root"></div>', `${rootTag}${markup}</div>`);
    if (!html.includes(markup)) throw new Error(`${shellName} has no empty <div id="root"></div>`);
    const fileName = locale === 'en' ? `${name}.html` : `${name}.${locale}.html`;
    const file = path.join(outDir, fileName);
    writeFileSync(file, html);
    compressFile(file);
    (manifest[pathname] ??= {})[locale] = `prerendered/${fileName}`;
    console.log(`prerendered ${pathname} (${locale}) → dist/prerendered/${fileName}`);
  }
// Read by the server (apps/api/src/plugins/spa.ts) to send each page for its path.
writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(manifest, null, 2));
rmSync(ssrOut, { recursive: true, force: true });
for (const shellName of STATIC_SHELLS)
  for (const suffix of ['', '.br', '.gz'])
    rmSync(path.join(dist, `${shellName}${suffix}`), { force: true });
rmSync(path.dirname(manifestFile), { recursive: true, force: true });

// How much of each language is really translated (issue 51): printed with every build.
for (const { locale, messages, missing, identical } of identicalToEnglish(LOCALES.slice(1)))
  console.log(
    `catalogue ${locale}: ${messages - missing}/${messages} messages, ${identical} still identical to English (names and codes aside)`,
  );
