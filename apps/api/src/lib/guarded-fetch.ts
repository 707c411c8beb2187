import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The guarded fetcher (decision 0040, DESIGN "anything that fetches a URL chosen by someone
 * else"), for webhooks and for a business's domain proof (issue 49): resolve the host, refuse every address that is not public unicast, then connect to the
 * very address that was checked (a custom `lookup`), so a DNS answer that changes between the
 * check and the connection (rebinding) cannot reach inside. No redirects are followed; the whole
 * exchange is cut at `timeoutMs`; only the first 1 KB of the answer is read.
 */

/** Resolves a host name to every address it has (tests give their own). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

export class RefusedUrl extends Error {}

const rangeWords: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local (cloud metadata lives there)',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  reserved: 'reserved',
};

/**
 * The IPv4 addresses an IPv6 address carries, in the forms that route to them (issue 46):
 * IPv4-compatible ::a.b.c.d (deprecated; ipaddr.js calls it unicast), IPv4-translated
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:AABB:CCDD::/48 and Teredo (its server,
 * and its client inverted in the last 32 bits). `judged`: the form is delivered to when what it
 * carries is public (NAT64's well-known prefix: DNS64 answers it on an IPv6-only host); the
 * others are refused whatever they carry. The local-use NAT64 prefix (64:ff9b:1::/48) is an
 * operator's own translator into their own networks: refused with nothing to judge.
 */
function carriedIpv4(a: ipaddr.IPv6): { form: string; v4: ipaddr.IPv4[]; judged: boolean } | null {
  const p = a.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  const range = a.range();
  if (range === 'rfc6052')
    return p[2] === 0
      ? { form: 'NAT64', v4: [v4(p[6]!, p[7]!)], judged: true }
      : { form: 'local-use NAT64', v4: [], judged: false };
  if (range === 'rfc6145')
    return { form: 'SIIT IPv4-translated', v4: [v4(p[6]!, p[7]!)], judged: false };
  if (range === '6to4') return { form: '6to4', v4: [v4(p[1]!, p[2]!)], judged: false };
  if (range === 'teredo')
    return {
      form: 'Teredo',
      v4: [v4(p[2]!, p[3]!), v4(p[6]! ^ 0xffff, p[7]! ^ 0xffff)],
      judged: false,
    };
  // ::/96 less :: and ::1, which have ranges of their own.
  if (range === 'unicast' && p.slice(0, 6).every((x) => x === 0))
    return { form: 'deprecated IPv4-compatible', v4: [v4(p[6]!, p[7]!)], judged: false };
  return null;
}

/**
 * Why an address may not be delivered to, or null when it may: only public unicast passes
 * (IPv4-mapped IPv6 is judged as the IPv4 it carries; other IPv6 forms that carry an IPv4 are
 * refused, or judged by it: carriedIpv4). `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK, never in
 * production) lets loopback through and nothing else: link-local and metadata stay out.
 */
export function refusedAddress(ip: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(ip)) return 'not an IP address';
  const addr = ipaddr.process(ip);
  const carried = addr.kind() === 'ipv6' ? carriedIpv4(addr as ipaddr.IPv6) : null;
  if (carried) {
    const inside = carried.v4.find((v) => v.range() !== 'unicast');
    if (inside) {
      const r = inside.range();
      return `${carried.form} (carrying ${inside.toString()}, ${rangeWords[r] ?? r})`;
    }
    return carried.judged ? null : carried.form;
  }
  const range = addr.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return rangeWords[range] ?? range;
}

export interface GuardOptions {
  allowLoopback: boolean;
  resolve?: Resolver;
}

/** The address a URL's host resolves to, once every address it has was checked. */
export async function checkedAddress(
  url: URL,
  o: GuardOptions,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(host);
  let found: { address: string; family: number }[];
  if (family) found = [{ address: host, family }];
  else {
    try {
      found = await (o.resolve ?? systemResolver)(host);
    } catch {
      throw new RefusedUrl(`The host ${host} could not be found.`);
    }
  }
  if (found.length === 0) throw new RefusedUrl(`The host ${host} could not be found.`);
  for (const a of found) {
    const why = refusedAddress(a.address, o.allowLoopback);
    if (why)
      throw new RefusedUrl(
        family
          ? `${a.address} is a ${why} address: Vouch connects to public addresses only.`
          : `${host} resolves to ${a.address}, a ${why} address: Vouch connects to public addresses only.`,
      );
  }
  return found[0]!;
}

export type PostOutcome = 'success' | 'http_error' | 'timeout' | 'network' | 'refused';

export interface PostResult {
  outcome: PostOutcome;
  status: number | null;
  latencyMs: number;
  /** The first 1 KB of the answer (UTF-8). */
  excerpt: string | null;
  /** From Retry-After (seconds or an HTTP date), in ms. */
  retryAfterMs: number | null;
  error: string | null;
}

const EXCERPT_BYTES = 1024;

function retryAfterOf(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * The request options that connect to the very address checked (`target`), never to a second
 * answer of the DNS, with TLS still verified for the URL's host name.
 */
export function pinnedRequest(
  u: URL,
  target: { address: string; family: number },
  method: 'GET' | 'POST',
  headers: Record<string, string>,
): { lib: typeof http | typeof https; options: https.RequestOptions } {
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  const lookup: net.LookupFunction = (_h, opts, cb) =>
    opts.all ? cb(null, [target]) : cb(null, target.address, target.family);
  return {
    lib: u.protocol === 'https:' ? https : http,
    options: {
      method,
      protocol: u.protocol,
      hostname: host,
      port: u.port || undefined,
      path: `${u.pathname}${u.search}`,
      headers,
      lookup,
      ...(net.isIP(host) ? {} : { servername: host }),
      agent: false,
    },
  };
}

/** POSTs `body` (JSON) to `url` through the guard; never throws (every failure is a result). */
export function guardedPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  o: GuardOptions & { timeoutMs: number },
): Promise<PostResult> {
  return guardedRequest('POST', url, body, headers, o);
}

/** GETs `url` through the guard (its first 1 KB); never throws. */
export function guardedGet(
  url: string,
  headers: Record<string, string>,
  o: GuardOptions & { timeoutMs: number },
): Promise<PostResult> {
  return guardedRequest('GET', url, null, headers, o);
}

async function guardedRequest(
  method: 'GET' | 'POST',
  url: string,
  body: string | null,
  headers: Record<string, string>,
  o: GuardOptions & { timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let u: URL;
  let target: { address: string; family: number };
  try {
    u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw new RefusedUrl('Only http and https URLs are delivered to.');
    target = await checkedAddress(u, o);
  } catch (err) {
    return {
      outcome: 'refused',
      status: null,
      latencyMs: elapsed(),
      excerpt: null,
      retryAfterMs: null,
      error: err instanceof RefusedUrl ? err.message : 'The URL is not valid.',
    };
  }
  const { lib, options } = pinnedRequest(u, target, method, {
    ...headers,
    ...(body !== null && {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    }),
    'user-agent': headers['user-agent'] ?? 'Vouch-Webhooks/1.0',
  });
  return new Promise<PostResult>((resolve) => {
    let done = false;
    const finish = (r: Omit<PostResult, 'latencyMs'> & { latencyMs?: number }) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ latencyMs: elapsed(), ...r });
    };
    const req = lib.request(options, (res) => {
      const latencyMs = elapsed();
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const end = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
        res.destroy();
        finish({
          outcome: status >= 200 && status < 300 ? 'success' : 'http_error',
          status,
          latencyMs,
          excerpt,
          retryAfterMs: retryAfterOf(res.headers['retry-after']),
          error: null,
        });
      };
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        size += c.length;
        if (size >= EXCERPT_BYTES) end();
      });
      res.on('end', end);
      res.on('error', end);
    });
    const timer = setTimeout(() => {
      finish({
        outcome: 'timeout',
        status: null,
        excerpt: null,
        retryAfterMs: null,
        error: `No answer within ${Math.round(o.timeoutMs / 1000)} s.`,
      });
      req.destroy();
    }, o.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({
        outcome: 'network',
        status: null,
        excerpt: null,
        retryAfterMs: null,
        error: `Could not connect: ${err.code ?? err.message}`.slice(0, 300),
      }),
    );
    if (body === null) req.end();
    else req.end(body);
  });
}
