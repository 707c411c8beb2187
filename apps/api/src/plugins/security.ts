import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '@vouch/contracts';
import { HttpError } from '../lib/http-errors.js';

/**
 * Security headers with a strict CSP (scripts only from our origin; no third parties at all) and
 * the rate-limit plugin, whose limits each route sets (config.rateLimit).
 */
export async function registerSecurity(app: FastifyInstance, opts: { rateLimits: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> elements for scroll locking; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
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
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
    allowList: () => !opts.rateLimits,
  });
}
