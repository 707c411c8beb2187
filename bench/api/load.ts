/**
 * The load: autocannon in this process (never the server's or the baseline's), one endpoint at a
 * time. Every request is made up as it goes out: a bearer token and a client address taken in
 * turn from large pools, so the per-member search quota (30 an hour) and the per-address limits
 * (60 searches an hour, 30 logins a minute) are honoured, not switched off; the server trusts
 * X-Forwarded-For from the loopback proxy only (TRUST_PROXY=loopback).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { SearchType } from '@vouch/contracts';
import { BENCH_PASSWORD, isVerified, member, type SeedResult } from './seed.js';

export interface Figures {
  /** Mean of autocannon's per-second samples. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /**
   * CPU time the serving process spent per answered request (all its threads, user + system),
   * or null where /proc is not there. A slower neighbour stretches both the time and the answers,
   * so this moves less than req/s on a shared machine.
   */
  cpuUs: number | null;
  /** Answers outside the expected statuses, errors and timeouts. */
  unexpected: number;
  statuses: Record<string, number>;
}

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  expect: number[];
  make: () => { headers?: Record<string, string>; body?: string };
}

export interface RunOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

async function run(url: string, t: Target, seconds: number, connections: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: t.method,
        path: t.path,
        setupRequest: (req) => {
          const { headers, body } = t.make();
          return {
            ...req,
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...headers,
            },
            body,
          };
        },
      },
    ],
  });
}

/** Clock ticks a second of /proc/<pid>/stat's times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far in µs (utime + stime of all its threads), or null. */
function cpuTimeUs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The command name (in parentheses) may hold spaces: count fields after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * A short warm-up (discarded: the JIT and the caches), then the measured run; `pid` is the
 * serving process, whose CPU time is read around the measured run.
 */
export async function measure(
  url: string,
  t: Target,
  o: RunOptions,
  pid?: number,
): Promise<Figures> {
  if (o.warmupSeconds > 0) await run(url, t, o.warmupSeconds, o.connections);
  const cpuBefore = cpuTimeUs(pid);
  const r = await run(url, t, o.seconds, o.connections);
  const cpuAfter = cpuTimeUs(pid);
  const statuses: Record<string, number> = {};
  let expected = 0;
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) {
    const count = (s as { count: number }).count;
    statuses[code] = count;
    if (t.expect.includes(Number(code))) expected += count;
  }
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: answered,
    cpuUs:
      cpuBefore === null || cpuAfter === null || answered === 0
        ? null
        : (cpuAfter - cpuBefore) / answered,
    unexpected: answered - expected + r.errors + r.timeouts,
    statuses,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Rounds of one endpoint: median rate and latencies, counts added up. */
export function medianOf(runs: Figures[]): Figures {
  const statuses: Record<string, number> = {};
  for (const r of runs)
    for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    requests: runs.reduce((a, r) => a + r.requests, 0),
    cpuUs: runs.every((r) => r.cpuUs !== null) ? median(runs.map((r) => r.cpuUs!)) : null,
    unexpected: runs.reduce((a, r) => a + r.unexpected, 0),
    statuses,
  };
}

/** Rotating pools of bearer tokens and client addresses, shared by every run against a server. */
export class Pools {
  private tokenAt = 0;
  private ipAt = 0;
  private readonly ipBase = randomInt(0, 2 ** 23);
  constructor(private readonly tokens: string[]) {}

  token(): string {
    return this.tokens[this.tokenAt++ % this.tokens.length]!;
  }

  /** 20 requests per address, from 10.0.0.0/8 starting at a random place (Redis keeps counts). */
  ip(): string {
    const n = (this.ipBase + Math.floor(this.ipAt++ / 20)) % 2 ** 24;
    return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
  }

  private hourStartedAt = 0;
  private mostInAnHour = 0;

  /** The search quota's hour moved on (the benchmark aged the recorded lookups). */
  hourPassed(): void {
    this.mostInAnHour = Math.max(this.mostInAnHour, this.usesThisHour());
    this.hourStartedAt = this.tokenAt;
  }

  /** Lookups made per token since the hour began: the quota is 30 an hour. */
  private usesThisHour(): number {
    return Math.ceil((this.tokenAt - this.hourStartedAt) / this.tokens.length);
  }

  /** The most lookups a token made in one of the quota's hours so far. */
  mostUsesPerToken(): number {
    return Math.max(this.mostInAnHour, this.usesThisHour());
  }
}

const API = '/api/v1';
const verifiedIndex = (n: number) => 3 * randomInt(0, Math.ceil(n / 3));
const otherIndex = (n: number) => {
  for (;;) {
    const i = randomInt(0, n);
    if (!isVerified(i)) return i;
  }
};

export const SEARCH_TYPES: { type: SearchType; name: string }[] = [
  { type: 'PHONE_NUMBER', name: 'phone' },
  { type: 'WHATSAPP_NUMBER', name: 'whatsapp' },
  { type: 'EMAIL_ADDRESS', name: 'email' },
  { type: 'UUID', name: 'uuid' },
  { type: 'WALLET_ADDRESS', name: 'wallet' },
  { type: 'WECHAT_ID', name: 'wechat' },
];

/** The value member i is searched by; `id` is needed for UUID searches only. */
function valueOf(type: SearchType, i: number, id: string | undefined): string {
  const m = member(i);
  switch (type) {
    case 'PHONE_NUMBER':
      return m.phone;
    case 'WHATSAPP_NUMBER':
      return m.whatsapp;
    case 'EMAIL_ADDRESS':
      return m.email;
    case 'UUID':
      return id ?? randomUUID();
    case 'WALLET_ADDRESS':
      return m.wallet;
    case 'WECHAT_ID':
      return m.wechat;
  }
}

export function targets(seed: SeedResult, pools: Pools) {
  const verifiedSample = seed.sample.filter((s) => isVerified(s.i));
  const otherSample = seed.sample.filter((s) => !isVerified(s.i));
  const pick = <T>(xs: T[]) => xs[randomInt(0, xs.length)]!;
  const auth = () => ({ authorization: `Bearer ${pools.token()}`, 'x-forwarded-for': pools.ip() });

  /** A found, verified member by this search type. */
  const found = (type: SearchType) => {
    if (type === 'UUID') {
      const s = pick(verifiedSample);
      return valueOf(type, s.i, s.id);
    }
    return valueOf(type, verifiedIndex(seed.n), undefined);
  };
  /** Half a member who is not verified (the same 404), half nobody at all. */
  const notFound = (type: SearchType) => {
    if (randomInt(0, 2) === 0) {
      if (type === 'UUID') {
        const s = pick(otherSample);
        return valueOf(type, s.i, s.id);
      }
      return valueOf(type, otherIndex(seed.n), undefined);
    }
    return valueOf(type, seed.n + randomInt(0, 1_000_000), undefined);
  };
  const lookup = (type: () => SearchType, value: (t: SearchType) => string, expect: number[]) => ({
    method: 'POST' as const,
    path: `${API}/verification/check-verification`,
    expect,
    make: () => {
      const t = type();
      return { headers: auth(), body: JSON.stringify({ search_by: t, search_value: value(t) }) };
    },
  });

  let keyAt = 0;
  const apiKey = () => ({
    authorization: `Bearer ${seed.apiKeys[keyAt++ % seed.apiKeys.length]!}`,
    'x-forwarded-for': pools.ip(),
  });
  /** The business API's lookup (issue 32): an API key instead of a session, no member quota. */
  const businessLookup = (type: () => SearchType, value: (t: SearchType) => string) => ({
    method: 'POST' as const,
    path: '/api/business/v1/lookups',
    expect: [200],
    make: () => {
      const t = type();
      return { headers: apiKey(), body: JSON.stringify({ search_by: t, search_value: value(t) }) };
    },
  });

  return {
    /** Found by phone, as the bare lookup's requests are: the goal's comparison. */
    businessLookup: businessLookup(() => 'PHONE_NUMBER', found),
    /** Every search type, half found and half not (both answer 200). */
    businessLookupMixed: businessLookup(
      () => pick(SEARCH_TYPES).type,
      (t) => (randomInt(0, 2) === 0 ? found(t) : notFound(t)),
    ),
    lookup: Object.fromEntries(
      SEARCH_TYPES.map(({ type, name }) => [name, lookup(() => type, found, [200])]),
    ) as Record<string, Target>,
    /** Every search type, half found and half not. */
    lookupMixed: lookup(
      () => pick(SEARCH_TYPES).type,
      (t) => (randomInt(0, 2) === 0 ? found(t) : notFound(t)),
      [200, 404],
    ),
    account: {
      method: 'GET',
      path: `${API}/account/info`,
      expect: [200],
      make: () => ({ headers: auth() }),
    } satisfies Target,
    login: {
      method: 'POST',
      path: `${API}/auth/login`,
      expect: [200],
      make: () => ({
        headers: { 'x-forwarded-for': pools.ip() },
        body: JSON.stringify({
          email_address: member(randomInt(0, seed.n)).email,
          password: BENCH_PASSWORD,
          ip_address: '{ip}',
        }),
      }),
    } satisfies Target,
    health: {
      method: 'GET',
      path: `${API}/health`,
      expect: [200],
      make: () => ({ headers: { 'x-forwarded-for': pools.ip() } }),
    } satisfies Target,
  };
}

/**
 * The baseline's endpoints, with the same requests and the server's sessions in a rotation of its
 * own (the same members read; the searches it records are aged with the server's before each of
 * the server's lookup turns, so they never count against the server's quota).
 */
export function baselineTargets(seed: SeedResult, tokens: string[]) {
  let at = 0;
  const token = () => tokens[at++ % tokens.length]!;
  return {
    lookup: {
      method: 'POST',
      path: '/lookup',
      expect: [200],
      make: () => ({
        headers: { authorization: `Bearer ${token()}` },
        body: JSON.stringify({
          search_by: 'PHONE_NUMBER',
          search_value: member(verifiedIndex(seed.n)).phone,
        }),
      }),
    } satisfies Target,
    account: {
      method: 'GET',
      path: '/account',
      expect: [200],
      make: () => ({ headers: { authorization: `Bearer ${token()}` } }),
    } satisfies Target,
    login: {
      method: 'POST',
      path: '/login',
      expect: [200],
      make: () => ({
        body: JSON.stringify({
          email_address: member(randomInt(0, seed.n)).email,
          password: BENCH_PASSWORD,
        }),
      }),
    } satisfies Target,
    health: {
      method: 'GET',
      path: '/api/v1/health',
      expect: [200],
      make: () => ({}),
    } satisfies Target,
  };
}
