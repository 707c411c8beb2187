import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vouch/contracts';
import { post, registerMember } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 31: a fuzz driven by /api/docs/json found answers the document does not list, so a client
 * generated from it rejected real answers. This walks every operation of the document with what a
 * careless or hostile caller sends (no session, a member's session on staff routes, bodies of the
 * wrong shape, type and size, malformed JSON, another content type, nesting, long and malformed
 * path parameters, bad query values) and fails on any status the operation does not list, and on
 * any answer outside the { status, msg } envelope.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
}
interface Operation {
  security?: unknown[];
  parameters?: { in: 'path' | 'query'; name: string; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
  responses?: Record<string, unknown>;
}
interface Probe {
  what: string;
  as: 'nobody' | 'member' | 'admin';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const isStaffPath = (path: string) => /^\/api\/v1\/(backoffice|staff)\//.test(path);

let t: TestApp;
let operations: { method: string; path: string; op: Operation }[];
const member = { email: '', password: '' };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
  const m = await registerMember(t.app, t.db, { verify: true });
  Object.assign(member, { email: m.email, password: m.password });
  const a = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, a, 'admin');
  admin = a.token;
}, 60_000);
afterAll(() => t.close());

/** A session of its own for each operation: one the last operation ended (logout) is no use. */
async function memberToken(): Promise<string> {
  const r = await post(t.app, '/auth/login', {
    email_address: member.email,
    password: member.password,
  });
  if (r.code === 200) return (r.body.msg as { authToken: string }).authToken;
  // The member closed their account on an earlier probe: another one takes over.
  const m = await registerMember(t.app, t.db, { verify: true });
  Object.assign(member, { email: m.email, password: m.password });
  return m.token;
}

/** A value of the parameter's type (a UUID for a UUID, an allowed value for an enum). */
function plausible(schema: Schema | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.format === 'uuid') return randomUUID();
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  return 'x';
}

/** The operation's path with each parameter replaced by `value(name, schema)`. */
function fill(path: string, op: Operation, value: (schema?: Schema) => string): string {
  let out = path;
  for (const p of op.parameters ?? [])
    if (p.in === 'path') out = out.replace(`{${p.name}}`, encodeURIComponent(value(p.schema)));
  return out;
}

/** Everything this probe battery sends to one operation. */
function probesFor(method: string, path: string, op: Operation): Probe[] {
  const url = fill(path, op, plausible);
  const hasPathParams = url !== path || /\{/.test(path);
  const probes: Probe[] = [
    { what: 'no session', as: 'nobody', url },
    { what: 'a member', as: 'member', url },
  ];
  if (isStaffPath(path)) probes.push({ what: 'an admin', as: 'admin', url });
  const as: Probe['as'][] = isStaffPath(path) ? ['member', 'admin'] : ['member'];
  for (const who of as) {
    if (BODY_METHODS.has(method)) {
      const props = Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? { x: {} },
      );
      const every = (v: unknown) => JSON.stringify(Object.fromEntries(props.map((k) => [k, v])));
      const json = { 'content-type': 'application/json' };
      probes.push(
        { what: 'an empty object', as: who, url, body: '{}', headers: json },
        { what: 'arrays for every field', as: who, url, body: every([]), headers: json },
        { what: 'numbers for every field', as: who, url, body: every(-1), headers: json },
        { what: 'nulls for every field', as: who, url, body: every(null), headers: json },
        {
          what: 'long strings for every field',
          as: who,
          url,
          body: every('x'.repeat(5000)),
          headers: json,
        },
        { what: 'a list', as: who, url, body: '[1,2]', headers: json },
        { what: 'a string', as: who, url, body: '"x"', headers: json },
        { what: 'null', as: who, url, body: 'null', headers: json },
        { what: 'malformed JSON', as: who, url, body: '{"a":', headers: json },
        { what: 'an empty JSON body', as: who, url, body: '', headers: json },
        { what: 'prototype poisoning', as: who, url, body: '{"__proto__":{"a":1}}', headers: json },
        {
          what: 'deep nesting',
          as: who,
          url,
          body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
          headers: json,
        },
        {
          what: 'another content type',
          as: who,
          url,
          body: '<a/>',
          headers: { 'content-type': 'application/xml' },
        },
        {
          what: 'plain text',
          as: who,
          url,
          body: 'hello',
          headers: { 'content-type': 'text/plain' },
        },
        {
          // Refused by its declared length, before any of it is read.
          what: 'a body over any limit',
          as: who,
          url,
          body: '{}',
          headers: { ...json, 'content-length': String(64 * 1024 * 1024) },
        },
      );
    }
    if (hasPathParams) {
      probes.push(
        { what: 'a malformed path parameter', as: who, url: fill(path, op, () => 'not-an-id') },
        {
          what: 'a path parameter of 2,000 characters',
          as: who,
          url: fill(path, op, () => 'a'.repeat(2000)),
        },
        { what: 'a percent sign alone in the path', as: who, url: fill(path, op, () => '%') },
      );
    }
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    if (query.length > 0) {
      const bad = query.map((p) => `${p.name}=${'%FF'.repeat(3)}${'z'.repeat(600)}`).join('&');
      probes.push(
        { what: 'bad query values', as: who, url: `${url}?${bad}` },
        {
          what: 'repeated query values',
          as: who,
          url: `${url}?${query.map((p) => `${p.name}=a&${p.name}=b`).join('&')}`,
        },
      );
    }
  }
  return probes;
}

/** What is wrong with an answer: a status the operation does not list, or no envelope. */
function fault(res: LightMyRequestResponse, listed: string[]): string | null {
  const status = String(res.statusCode);
  if (!listed.includes(status)) return `answered ${status}, document lists ${listed.join(',')}`;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    // A file download's success is bytes; every failure is JSON.
    return res.statusCode === 200 ? null : `answered ${status} as ${res.headers['content-type']}`;
  }
  const body = res.json<{ status?: unknown; msg?: unknown }>();
  if (body.status !== res.statusCode || body.msg === undefined)
    return `answered ${status} outside the envelope: ${res.body.slice(0, 120)}`;
  return null;
}

describe('the OpenAPI document lists every answer (issue 31)', () => {
  it('walks every operation with bad input and finds no status it does not list', async () => {
    expect(operations.length).toBeGreaterThan(70);
    const faults: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const listed = Object.keys(op.responses ?? {});
      const token = await memberToken();
      for (const p of probesFor(method, path, op)) {
        const auth = p.as === 'member' ? token : p.as === 'admin' ? admin : undefined;
        const request: InjectOptions = {
          method: method.toUpperCase() as InjectOptions['method'],
          url: p.url,
          headers: { ...p.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          ...(p.body !== undefined ? { payload: p.body } : {}),
        };
        const res = await t.app.inject(request);
        sent++;
        const f = fault(res, listed);
        if (f) faults.push(`${method.toUpperCase()} ${path} with ${p.what} (${p.as}): ${f}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(faults).toEqual([]);
  }, 300_000);

  it('lists null among a nullable enum’s values, as OpenAPI 3.0 needs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<unknown>();
    const bad: string[] = [];
    let nullableEnums = 0;
    const walk = (v: unknown, at: string) => {
      if (!v || typeof v !== 'object') return;
      const s = v as { nullable?: boolean; enum?: unknown[] };
      if (s.nullable && Array.isArray(s.enum)) {
        nullableEnums++;
        if (!s.enum.includes(null)) bad.push(at);
      }
      for (const [k, c] of Object.entries(v)) walk(c, `${at}/${k}`);
    };
    walk(doc, '');
    expect(nullableEnums).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('answers unknown API paths and long paths in the envelope', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, msg: messages.notFound });
    const long = await t.app.inject({ url: `/api/v1/kyc/files/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, msg: expect.any(String) });
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    const badUrl = await t.app.inject({ url: '/api/v1/kyc/files/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ status: 400, msg: messages.invalidRequest });
  });
});
