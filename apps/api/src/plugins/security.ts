import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { API_PREFIX, BUSINESS_API_PREFIX } from '@vouch/contracts';
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
  const pages = pageHeaders(checkout);
  const api = apiHeaders();
  // Set as helmet would (on the raw response, first thing), so a route can still replace one
  // (a file download its own caching, say): what a route sets wins when the head is written.
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith(API_PREFIX) || request.url.startsWith(BUSINESS_API_PREFIX);
    for (const [name, value] of isApi ? api : pages) reply.raw.setHeader(name, value);
    done();
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

/**
 * What a page (the web app, the API docs, the face models) is sent: helmet's headers with a
 * strict CSP, and Permissions-Policy: the camera for our own origin (the selfie and document
 * capture), nothing else a page could ask for.
 */
function pageHeaders(checkout: string[]): [string, string][] {
  return [
    ...securityHeaders({
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
    }),
    [
      'permissions-policy',
      // Only features Chromium knows: an unknown one (bluetooth) warned on every page (issue 37).
      'camera=(self), microphone=(), geolocation=(), usb=(), serial=()',
    ],
  ];
}

/**
 * What an API answer is sent (OWASP's REST Security Cheat Sheet): JSON and files are never
 * rendered as a page, so a page's policies are dead weight on every answer (1.4 kB of the
 * /health answer, decision 0022); a CSP that allows nothing, no framing, no sniffing, HTTPS
 * only, and no cache may keep a copy (answers carry personal data; a file route sets its own
 * private caching).
 */
export function apiHeaders(): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['cache-control', 'no-store'],
  ];
}
