import { certificatePdfPausedMessage, kycMessages } from '@vouch/contracts';
import { tooManyRequests } from './http-errors.js';
import type { PdfRefusal, PdfRenderResult } from './pdf-pages.js';
import { HOUR } from './time.js';

/** Who sends a document: the member and the address the request came from. */
export interface Requester {
  member: string;
  address: string;
}

export interface RenderGateLimits {
  /** Refused documents a member may send within `windowMs` before PDFs are paused. */
  refusals: number;
  windowMs: number;
}

/**
 * Refusals that cost the renderer its time or mark a document built against it. A password or
 * too many pages are found before anything is drawn, and an honest member meets them: not counted.
 */
const COUNTED: ReadonlySet<PdfRefusal> = new Set(['unreadable', 'tooComplex']);
/** How soon a member whose document is being read may try again (about one render). */
const BUSY_RETRY_SECONDS = 5;

/**
 * Who may have a PDF rendered, in this process (issue 31: one crafted certificate, sent again and
 * again, held the renderer every other member's certificate waits for):
 * - one document per member and one per address at a time, waiting or rendering; a second is
 *   refused at once (429), so nobody's documents queue up ahead of other members';
 * - a member whose documents were refused `refusals` times within `windowMs` sends no PDF until
 *   the first of those is `windowMs` old (429 saying when; a photo of the certificate still goes).
 * Both are counted per process, as the renderer and its queue are: with several API instances a
 * member may be refused up to `refusals` times on each (decision 0035).
 */
export function pdfRenderGate(
  limits: RenderGateLimits = { refusals: 3, windowMs: HOUR },
  now: () => number = Date.now,
) {
  const busy = new Set<string>();
  /** Each member's counted refusals, oldest first, within the window. */
  const refused = new Map<string, number[]>();

  function recent(member: string): number[] {
    const since = now() - limits.windowMs;
    const times = (refused.get(member) ?? []).filter((at) => at > since);
    if (times.length > 0) refused.set(member, times);
    else refused.delete(member);
    return times;
  }

  function count(member: string) {
    // Members who never come back are forgotten with the next refusal of anyone.
    for (const m of refused.keys()) recent(m);
    refused.set(member, [...recent(member), now()]);
  }

  return {
    /** Renders with `render` if the requester may, counting a refusal against the member. */
    async run(who: Requester, render: () => Promise<PdfRenderResult>): Promise<PdfRenderResult> {
      const times = recent(who.member);
      if (times.length >= limits.refusals) {
        const seconds = (times[0]! + limits.windowMs - now()) / 1000;
        throw tooManyRequests(seconds, certificatePdfPausedMessage(seconds));
      }
      const keys = [`member:${who.member}`, `address:${who.address}`];
      if (keys.some((k) => busy.has(k)))
        throw tooManyRequests(BUSY_RETRY_SECONDS, kycMessages.certificateBusy);
      for (const k of keys) busy.add(k);
      try {
        const result = await render();
        if (!result.ok && COUNTED.has(result.reason)) count(who.member);
        return result;
      } finally {
        for (const k of keys) busy.delete(k);
      }
    },
  };
}
