import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, messages, negotiateLocale } from '@vouch/contracts';

type PerLocale = Partial<Record<string, string>>;

/**
 * The screens the web build prerendered, once per language: path → locale → file under the web
 * root, from the manifest apps/web/build/prerender.ts writes (none when it is missing, e.g. a
 * build without it).
 */
function prerenderedPages(webDist: string): Map<string, PerLocale> {
  const manifest = path.join(webDist, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, PerLocale>;
  return new Map(
    Object.entries(pages).map(([pathname, files]) => [
      pathname,
      Object.fromEntries(
        Object.entries(files).filter(([, file]) => file && existsSync(path.join(webDist, file))),
      ),
    ]),
  );
}

/** The visitor's language for a static page: their choice (cookie), their browser's, English. */
function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined) {
  const chosen = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return negotiateLocale(chosen, acceptLanguage);
}

/**
 * Serves the built SPA from the same origin as the API: hashed assets cached for a year,
 * a prerendered page for the few public screens that have one, index.html for every other GET that
 * is not an API or /.well-known/ path (client-side routes). The build writes
 * brotli and gzip copies of every text asset; the one the browser accepts is sent as it is.
 */
/** The hosted verification page: the one page another site may frame (issue 47). */
const HOSTED_PAGE = /^\/verify\/([A-Za-z0-9_]{1,40})$/;

/**
 * `framing`: the origins allowed to frame a verification session's page (its organisation's).
 * That page's CSP lists them as `frame-ancestors` instead of 'none', and X-Frame-Options goes
 * (a browser that knows frame-ancestors ignores it; one that does not would refuse every frame).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  framing?: (sessionId: string) => Promise<string[]>,
) {
  const index = path.join(webDist, 'index.html');
  const hasSpa = existsSync(index);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const prerendered = prerenderedPages(webDist);
  app.setNotFoundHandler(async (request, reply) => {
    // /.well-known/ is for machines (RFC 8615): what we do not serve there is not found, never
    // the web app's page with 200 (issue 31).
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/.well-known/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?', 1)[0]!;
      const hosted = framing && HOSTED_PAGE.exec(pathname);
      if (hosted) allowFraming(reply, await framing(hosted[1]!));
      const page = prerendered.get(pathname);
      if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // Written once per language: the visitor's, without a flash of English (issue 51).
      const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        .header('content-language', page[locale] ? locale : DEFAULT_LOCALE)
        .sendFile(page[locale] ?? page[DEFAULT_LOCALE] ?? 'index.html');
    }
    return reply.status(404).send({ status: 404, msg: messages.notFound });
  });
}

function allowFraming(reply: FastifyReply, origins: string[]) {
  if (origins.length === 0) return;
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    csp.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`),
  );
  reply.raw.removeHeader('x-frame-options');
}
