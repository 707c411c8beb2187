import type { Vouch } from './client.js';
import { VouchError } from './errors.js';
import type { VouchEvent } from './types.js';
import { signWebhook, webhookBodyOf } from './webhooks.js';

export interface ListenOptions {
  vouch: Vouch;
  /** Where to POST each event, e.g. http://localhost:4000/hooks. */
  forwardTo: string;
  /** The local `whsec_…` secret each forwarded delivery is signed with. */
  secret: string;
  /** Only these types (default: every type). */
  types?: string[];
  /** Milliseconds between reads of the events list (default 2 000). */
  intervalMs?: number;
  /** What happens, line by line (the CLI prints it). */
  log?: (line: string) => void;
  signal?: AbortSignal;
}

/** At most this many pages are read in one poll (a laptop back from sleep gets the last 500). */
const MAX_PAGES = 5;

/**
 * `vouch listen`: brings an organisation's events to a developer's machine over HTTP with an API
 * key (the key's mode: a test key hears test events). It reads the events list (newest first)
 * down to the last event it saw, then forwards the new ones oldest first to `forwardTo`, each
 * signed with `secret` as Vouch signs a webhook, so the handler under development verifies it
 * exactly as in production. Events from before it started are not forwarded. Resolves when
 * `signal` aborts.
 */
export async function listen(o: ListenOptions): Promise<void> {
  const log = o.log ?? (() => undefined);
  const wanted = (e: VouchEvent) => !o.types?.length || o.types.includes(e.type);
  const newest = await o.vouch.events.list({ limit: 1 });
  let seen = newest.data[0]?.id ?? null;
  log(`Ready. Forwarding ${o.vouch.mode} events to ${o.forwardTo}`);

  while (!o.signal?.aborted) {
    await sleep(o.intervalMs ?? 2_000, o.signal);
    if (o.signal?.aborted) break;
    let fresh: VouchEvent[];
    try {
      fresh = await newSince(o.vouch, seen);
    } catch (err) {
      if (err instanceof VouchError && [401, 403].includes(err.status)) throw err;
      log(`! Could not read events (${(err as Error).message}); trying again`);
      continue;
    }
    if (fresh.length) seen = fresh[fresh.length - 1]!.id;
    for (const event of fresh.filter(wanted)) await forward(o, event, log);
  }
}

/** The events after `seen`, oldest first. */
async function newSince(vouch: Vouch, seen: string | null): Promise<VouchEvent[]> {
  const found: VouchEvent[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { data, has_more, next_cursor } = await vouch.events.list({
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    for (const e of data) {
      if (e.id === seen) return found.reverse();
      found.push(e);
    }
    if (!has_more || !next_cursor || seen === null) break;
    cursor = next_cursor;
  }
  return found.reverse();
}

async function forward(o: ListenOptions, event: VouchEvent, log: (line: string) => void) {
  const body = webhookBodyOf(event);
  log(`--> ${event.type} [${event.id}]`);
  try {
    const r = await fetch(o.forwardTo, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'vouch-cli-listen',
        ...signWebhook(o.secret, event.id, body),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await r.body?.cancel();
    log(`<-- [${r.status}] POST ${o.forwardTo} [${event.id}]`);
  } catch (err) {
    log(`<-- [failed] POST ${o.forwardTo} [${event.id}]: ${(err as Error).message}`);
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });
