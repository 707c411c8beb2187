import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_SEEN_PER_TRANSACTION, lastSeenWriter } from '../src/modules/auth/last-seen.js';
import { columnsOf, emailIndex } from './setup/columns.js';
import { get, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userOf2 = (id: string) =>
  t.db
    .selectFrom('users')
    .select(['last_seen', 'last_ip_address'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const userOf = (email: string) =>
  t.db
    .selectFrom('users')
    .select(['id', 'last_seen', 'last_ip_address', 'status'])
    .where('email_bidx', '=', emailIndex(t, email))
    .executeTakeFirstOrThrow();

describe('Last Seen, written behind (decision 0022)', () => {
  it('a request shows the new Last Seen at once and the row gets it within seconds, its address encrypted', async () => {
    const m = await registerMember(t.app, t.db);
    const { id } = await userOf(m.email);
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db.updateTable('users').set({ last_seen: longAgo }).where('id', '=', id).execute();

    const info = await get(t.app, '/account/info', m.token);
    const shown = info.body.msg as { last_seen: string };
    expect(Date.parse(shown.last_seen)).toBeGreaterThan(Date.parse(longAgo));

    let row = await userOf(m.email);
    for (const until = Date.now() + 10_000; row.last_seen === longAgo && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 100));
      row = await userOf(m.email);
    }
    expect(row.last_seen).toBe(shown.last_seen);
    expect(row.last_ip_address).toMatch(/^v2\./);
    expect(
      columnsOf(t.config).openValue('users', 'last_ip_address', id, row.last_ip_address!),
    ).toBe('127.0.0.1');
  });

  it('writes the latest note of each member, and never a member closed in between', async () => {
    const writer = lastSeenWriter(t.db, columnsOf(t.config));
    try {
      const open = await userOf((await registerMember(t.app, t.db)).email);
      const leaving = await registerMember(t.app, t.db);
      const closed = await userOf(leaving.email);
      writer.note(open.id, '2026-01-01T10:00:00.000Z', '198.51.100.1');
      writer.note(open.id, '2026-01-01T10:05:00.000Z', '198.51.100.2');
      writer.note(closed.id, '2026-01-01T10:05:00.000Z', '198.51.100.3');
      // As closing an account whose KYC records are kept leaves its row (privacy service).
      await sql`update users set status = 'CLOSED', last_seen = null, last_ip_address = null
                where id = ${closed.id}`.execute(t.db);
      await writer.flush();

      const a = await t.db
        .selectFrom('users')
        .select(['last_seen', 'last_ip_address'])
        .where('id', '=', open.id)
        .executeTakeFirstOrThrow();
      expect(a.last_seen).toBe('2026-01-01T10:05:00.000Z');
      expect(
        columnsOf(t.config).openValue('users', 'last_ip_address', open.id, a.last_ip_address!),
      ).toBe('198.51.100.2');
      const b = await t.db
        .selectFrom('users')
        .select(['last_seen', 'last_ip_address'])
        .where('id', '=', closed.id)
        .executeTakeFirstOrThrow();
      expect(b).toEqual({ last_seen: null, last_ip_address: null });
    } finally {
      await writer.close();
    }
  });

  it('writes a flush of more members than one transaction takes, the last of them too', async () => {
    const writer = lastSeenWriter(t.db, columnsOf(t.config));
    try {
      const first = await userOf((await registerMember(t.app, t.db)).email);
      const last = await userOf((await registerMember(t.app, t.db)).email);
      writer.note(first.id, '2026-02-01T09:00:00.000Z', '203.0.113.1');
      // Members no longer here (ids nobody has) fill the first transaction and part of the next.
      for (let i = 0; i < LAST_SEEN_PER_TRANSACTION + 20; i++)
        writer.note(randomUUID(), '2026-02-01T09:00:00.000Z', '203.0.113.9');
      writer.note(last.id, '2026-02-01T09:01:00.000Z', '203.0.113.2');
      await writer.flush();

      for (const [member, at, ip] of [
        [first, '2026-02-01T09:00:00.000Z', '203.0.113.1'],
        [last, '2026-02-01T09:01:00.000Z', '203.0.113.2'],
      ] as const) {
        const row = await userOf2(member.id);
        expect(row.last_seen).toBe(at);
        expect(
          columnsOf(t.config).openValue(
            'users',
            'last_ip_address',
            member.id,
            row.last_ip_address!,
          ),
        ).toBe(ip);
      }
    } finally {
      await writer.close();
    }
  });
});
