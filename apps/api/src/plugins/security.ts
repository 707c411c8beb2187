import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-errors.js';

/**
 * Security headers with a strict CSP (scripts only from our origin, plus the payment provider's
 * checkout when it is Flutterwave; nothing else from third parties) and
 * the rate-limit plugin, whose limits each route sets (config.rateLimit).
 */
/** Flutterwave's Inline checkout loads its script and opens its page in a frame from these. */
const FLUTTERWAVE_ORIGINS = ['https://checkout.flutterwave.com', 'https://*.flutterwave.com'];

/**
 * Helmet's headers for these options, worked out once: they never change between requests, and
 * @fastify/helmet rebuilt every header (parsing the CSP directives) on each one (decision 0022).
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const capture = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, capture, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  opts: {
    rateLimits: boolean;
    paymentProvider: 'sandbox' | 'flutterwave';
    /** Shared counters for every instance; without it each process counts alone. */
    redis?: Redis;
  },
) {
  const checkout = opts.paymentProvider === 'flutterwave' ? FLUTTERWAVE_ORIGINS : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the capture steps' face detector compile its wasm (our file);
        // it does not allow eval() of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...checkout],
        // Radix injects small <style> elements for scroll locking; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...checkout],
        frameSrc: checkout.length > 0 ? checkout : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Set as helmet would (on the raw response, first thing), so a route can still replace one.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // Camera for our own origin (the selfie and document capture), nothing else a page could ask for.
  const permissions =
    'camera=(self), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=()';
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', permissions);
    // API answers carry personal data: no browser, proxy or CDN may keep a copy. Files served
    // under /api set their own (private) caching.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    // Says when the window ends (rate-limit's own Retry-After header says the same, in seconds).
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    allowList: () => !opts.rateLimits,
    ...(opts.redis
      ? {
          redis: opts.redis,
          nameSpace: 'vouch-rate-limit-',
          // Redis down must not take the API down with it: requests pass, the error is logged.
          skipOnError: true,
        }
      : {}),
  });
}
