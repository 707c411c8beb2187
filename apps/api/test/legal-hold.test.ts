import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  privacyMessages,
  type LegalHoldItem,
  type LegalHoldRecords,
  type MemberStanding,
  type QueueItem,
} from '@vouch/contracts';
import { staff, uuidOf, verifiedMember } from './setup/lifecycle.js';
import { get, post } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * A closed account's kept KYC records (decision 0016) are locked: no staff screen shows them,
 * and an admin opens them only under an audited "legal hold" with a written reason (0021).
 */
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof staff>>;
let admin: Awaited<ReturnType<typeof staff>>;
let closed: Awaited<ReturnType<typeof verifiedMember>>;
let names: { first_name: string; last_name: string };
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8);
  names = { first_name: `Hol${tag}`, last_name: `Kept${tag}` };
  closed = await verifiedMember(t, reviewer.token, names);
  fileId = (
    await t.db
      .selectFrom('kyc_files')
      .select('id')
      .where('user_id', '=', closed.uuid)
      .executeTakeFirstOrThrow()
  ).id;
  // Before closing, staff do see the member's file (the test below would pass for nothing else).
  expect(await fileStatus(reviewer.token)).toBe(200);
  const done = await post(
    t.app,
    '/privacy/close',
    { password: closed.password, confirm: true },
    closed.token,
  );
  expect(done.code).toBe(200);
});
afterAll(() => t.close());

/** A staff download of the member's stored file (an image, not JSON): its HTTP status. */
async function fileStatus(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/kyc/files/${fileId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

const access = (userId: string, body: unknown, token = admin.token) =>
  post(t.app, `/backoffice/legal-holds/${userId}/access`, body, token);

async function accessEntries() {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'target_id', 'details'])
    .where('action', '=', 'privacy.legal_hold_access')
    .where('target_id', '=', closed.uuid)
    .execute();
}

describe("a closed member's kept records on staff screens", () => {
  it('the queue (every status), the case, the files and the member search show none of them', async () => {
    for (const status of ['CURRENTLY_UNDER_REVIEW', 'APPROVED', 'REJECTED']) {
      for (const q of ['', `&q=${closed.uuid}`]) {
        const r = await get(t.app, `/backoffice/queue?status=${status}${q}`, reviewer.token);
        expect(r.code).toBe(200);
        const items = r.body.msg as QueueItem[];
        expect(items.filter((i) => i.member_uuid === closed.uuid)).toEqual([]);
      }
    }
    expect((await get(t.app, `/backoffice/cases/${closed.submissionId}`, admin.token)).code).toBe(
      404,
    );
    expect(await fileStatus(reviewer.token)).toBe(404);
    expect(await fileStatus(admin.token)).toBe(404);

    // The member search finds the account by its id, with nothing of the kept records.
    const standing = await get(t.app, `/backoffice/members?q=${closed.uuid}`, admin.token);
    expect(standing.code).toBe(200);
    const s = standing.body.msg as MemberStanding;
    expect(s.status).toBe('CLOSED');
    expect(s.verified).toBeNull();
    const text = JSON.stringify(s);
    for (const v of [closed.email, names.first_name, names.last_name, '12345678901'])
      expect(text).not.toContain(v);
    // By the old e-mail it is not found at all.
    const byEmail = await get(
      t.app,
      `/backoffice/members?q=${encodeURIComponent(closed.email)}`,
      admin.token,
    );
    expect(byEmail.code).toBe(404);
  });
});

describe('legal holds', () => {
  it('admins list them with no personal data; others are refused', async () => {
    const r = await get(t.app, '/backoffice/legal-holds', admin.token);
    expect(r.code).toBe(200);
    const holds = r.body.msg as LegalHoldItem[];
    const mine = holds.find((h) => h.user_uuid === closed.uuid);
    expect(mine).toEqual({
      user_uuid: closed.uuid,
      reason: 'kyc_records',
      account_ended_at: expect.any(String),
      purge_after: expect.any(String),
    });
    const years =
      (Date.parse(mine!.purge_after) - Date.parse(mine!.account_ended_at)) / (24 * 3_600_000);
    expect(years).toBe(t.config.retention.kycRecordsDays);
    const text = JSON.stringify(holds);
    for (const v of [closed.email, names.first_name, names.last_name])
      expect(text).not.toContain(v);

    expect((await get(t.app, '/backoffice/legal-holds', reviewer.token)).code).toBe(403);
    expect((await get(t.app, '/backoffice/legal-holds', closed.token)).code).toBe(401);
    expect((await get(t.app, '/backoffice/legal-holds')).code).toBe(401);
  });

  it('opening one needs an admin and a written reason; bad input changes nothing', async () => {
    const reason = { reason: 'EFCC request ref. 2026/114 about this account' };
    const asReviewer = await access(closed.uuid, reason, reviewer.token);
    expect(asReviewer.code).toBe(403);

    const short = await access(closed.uuid, { reason: 'because' });
    expect(short.code).toBe(400);
    expect(short.body.msg).toBe(privacyMessages.legalHoldReasonRequired);
    expect(short.body.errors).toEqual({ reason: privacyMessages.legalHoldReasonRequired });
    const blank = await access(closed.uuid, { reason: '             ' });
    expect(blank.code).toBe(400);
    const missing = await access(closed.uuid, {});
    expect(missing.code).toBe(400);
    expect(missing.body.msg).toBe(privacyMessages.legalHoldReasonRequired);

    const nobody = await access(randomUUID(), reason);
    expect(nobody.code).toBe(404);
    expect(nobody.body.msg).toBe(privacyMessages.legalHoldNotFound);
    const notAnId = await access('not-a-uuid', reason);
    expect(notAnId.code).toBe(400);
    expect(notAnId.body.msg).toBe(privacyMessages.legalHoldNotFound);

    expect(await accessEntries()).toEqual([]);
  });

  it('with a reason, an admin reads the kept records and the access is audited', async () => {
    const reason = 'NFIU request 2026-0042: records of this account';
    const r = await access(closed.uuid, { reason: `  ${reason}  ` });
    expect(r.code).toBe(200);
    const rec = r.body.msg as LegalHoldRecords;
    expect(rec).toMatchObject({ user_uuid: closed.uuid, reason: 'kyc_records' });
    expect(rec.submissions).toHaveLength(1);
    expect(rec.submissions[0]).toMatchObject({
      id: closed.submissionId,
      version: 1,
      status: 'APPROVED',
      identity_number: '12345678901',
      first_name: names.first_name,
      last_name: names.last_name,
      email_address: closed.email,
    });
    const kinds = rec.submissions[0]!.files.map((f) => f.kind);
    expect(kinds).toContain('selfie');
    expect(rec.submissions[0]!.files.every((f) => f.size > 0)).toBe(true);
    expect(rec.payments).toMatchObject([{ amount: 5000, status: 'paid' }]);

    const entries = await accessEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor_id).toBe(await uuidOf(t, admin.token));
    expect(JSON.parse(entries[0]!.details)).toEqual({ reason });

    // The access opens nothing else: staff screens still show none of it.
    expect(await fileStatus(admin.token)).toBe(404);
  });
});
