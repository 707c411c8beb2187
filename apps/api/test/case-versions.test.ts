import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseView, KycRecord } from '@vouch/contracts';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/** A resubmission's case view carries the earlier version's photos and the rejected one (issue 34). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('earlier versions in the case view', () => {
  it('show their photos and which one the rejection named; a reviewer can open them', async () => {
    const reviewer = await registerMember(t.app, t.db, { verify: true });
    await makeStaff(t, reviewer, 'reviewer');
    const m = await paidMember(t.app, t.db);
    await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    const info = async () =>
      ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }).info;
    const v1 = await info();
    const r = await post(
      t.app,
      `/backoffice/cases/${v1.id}/decision`,
      { decision: 'reject', reason_code: 'face_mismatch' },
      reviewer.token,
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token);
    const v2 = await info();
    expect(v2.id).not.toBe(v1.id);

    const c = (await get(t.app, `/backoffice/cases/${v2.id}`, reviewer.token)).body.msg as CaseView;
    expect(c.versions).toHaveLength(1);
    const [earlier] = c.versions;
    expect(earlier).toMatchObject({ version: 1, status: 'REJECTED', rejected_item: 'portrait' });
    expect(earlier!.files.portrait).toBe(v1.portrait_file.new_capture);
    expect(earlier!.files.document_front).toBe(v1.document_file.f);
    expect(earlier!.files.portrait).not.toBe(c.submission.portrait_file.new_capture);
    // The earlier photo is there to open.
    const file = await t.app.inject({
      method: 'GET',
      url: earlier!.files.portrait.startsWith('/api/v1')
        ? earlier!.files.portrait
        : `/api/v1${earlier!.files.portrait}`,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(file.statusCode).toBe(200);
  });
});
