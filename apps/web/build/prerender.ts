import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressFile } from './precompress';

/**
 * The public screens a visitor usually lands on, prerendered at build time so that they paint
 * (largest contentful paint) without waiting for the router's lazy chunks. Each is written to
 * dist/prerendered/<name>.html beside a brotli and a gzip copy, listed in prerendered/pages.json;
 * the server sends it for that exact path and index.html for every other one.
 *
 * '/' is the static landing page: its own shell (landing.html, whose small entry hydrates only
 * the header) and markup without the router (decision 0026). The others are the app's screens in
 * the app's shell (index.html), with their lazy chunks preloaded.
 */
const PRERENDERED: Record<string, { name: string; chunks: string[] }> = {
  '/': { name: 'landing', chunks: [] },
  '/login': {
    name: 'login',
    chunks: ['src/app/DataLayout.tsx', 'src/features/auth/LoginPage.tsx'],
  },
  '/register': {
    name: 'register',
    chunks: ['src/app/DataLayout.tsx', 'src/features/auth/RegisterPage.tsx'],
  },
};

interface ManifestEntry {
  file: string;
  imports?: string[];
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
const { render, renderLanding } = (await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
)) as {
  render: (pathname: string) => Promise<Prerendered>;
  renderLanding: () => Prerendered;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const manifestFile = path.join(dist, '.vite', 'manifest.json');
const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
  string,
  ManifestEntry
>;
// main.tsx imports the app (app/start.tsx) dynamically, to start it after a prerendered screen's
// first paint; every page of the app's shell preloads it and its imports, so that import costs
// no round trip after the entry.
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
const manifest: Record<string, string> = {};
for (const [pathname, { name, chunks }] of Object.entries(PRERENDERED)) {
  const isLanding = pathname === '/';
  const shellName = isLanding ? 'landing.html' : 'index.html';
  const shell = readFileSync(path.join(dist, shellName), 'utf8');
  const screen = isLanding ? renderLanding() : await render(pathname);
  // Controls render read-only or disabled until hydrated (lib/use-hydrated.ts). #root's
  // data-prerendered mark (the landing page's is on its header) goes when the app has taken over.
  const markup = screen.markup;
  const rootTag = isLanding ? '<div id="root">' : '<div id="root" data-prerendered="">';
  const preloads = preloadTags(chunkFiles(viteManifest, shellName, chunks), shell).replace(
    /<link rel="modulepreload"/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
  // On a prerendered page no script is needed for the first paint: they download at once but
  // after the stylesheet and the page's own requests (fetchpriority low), not competing with them.
  const html = stylesheetFirst(shell)
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', `${screen.head}${preloads}</head>`)
    .replace('<div id="root"></div>', `${rootTag}${markup}</div>`);
  if (!html.includes(markup)) throw new Error(`${shellName} has no empty <div id="root"></div>`);
  const file = path.join(outDir, `${name}.html`);
  writeFileSync(file, html);
  compressFile(file);
  manifest[pathname] = `prerendered/${name}.html`;
  console.log(`prerendered ${pathname} → dist/prerendered/${name}.html`);
}
// Read by the server (apps/api/src/plugins/spa.ts) to send each page for its path.
writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(manifest, null, 2));
rmSync(ssrOut, { recursive: true, force: true });
// The landing shell is only ever sent filled in (prerendered/landing.html).
for (const suffix of ['', '.br', '.gz'])
  rmSync(path.join(dist, `landing.html${suffix}`), { force: true });
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
