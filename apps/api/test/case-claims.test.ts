import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseClaim, CaseView, KycRecord, QueueItem } from '@vouch/contracts';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember, send } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/** Claims on a case (issue 34, decision 0041): one reviewer works a case at a time. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function reviewer() {
  const m = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, m, 'reviewer');
  return m;
}

async function submitted() {
  const m = await paidMember(t.app, t.db);
  await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  return info.id;
}

const claimUrl = (id: string) => `/backoffice/cases/${id}/claim`;
const claim = (token: string, id: string, body: unknown = {}) =>
  post(t.app, claimUrl(id), body, token);
const decide = (token: string, id: string, body: unknown) =>
  post(t.app, `/backoffice/cases/${id}/decision`, body, token);
const caseView = async (token: string, id: string) =>
  (await get(t.app, `/backoffice/cases/${id}`, token)).body.msg as CaseView;
const queueItem = async (token: string, id: string) =>
  ((await get(t.app, '/backoffice/queue', token)).body.msg as QueueItem[]).find(
    (q) => q.submission_id === id,
  );
const audit = (id: string, action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details'])
    .where('target_id', '=', id)
    .where('action', '=', action)
    .execute();

describe('claims on a case', () => {
  it('one reviewer claims; the other sees who, is refused a decision with a clear message, and decides only by taking it over (audited)', async () => {
    const [ada, bola] = [await reviewer(), await reviewer()];
    const id = await submitted();
    expect((await caseView(ada.token, id)).claim).toBeNull();
    expect((await queueItem(ada.token, id))!.claimed_by).toBeNull();

    const c = await claim(ada.token, id);
    expect(c.code, JSON.stringify(c.body)).toBe(200);
    expect(c.body.msg as CaseClaim).toMatchObject({ reviewer: ada.email, mine: true });
    const adaId = (c.body.msg as CaseClaim).reviewer_id;
    expect(adaId).toMatch(/^[0-9a-f-]{36}$/);
    // Claiming again is harmless (it keeps the claim alive), and not audited twice.
    expect((await claim(ada.token, id)).code).toBe(200);
    expect(await audit(id, 'case.claim')).toHaveLength(1);

    // Bola sees it in the queue and the case view.
    expect((await queueItem(bola.token, id))!.claimed_by).toBe(ada.email);
    expect((await caseView(bola.token, id)).claim).toMatchObject({
      reviewer: ada.email,
      mine: false,
    });

    // Bola's claim and decision are refused, and change nothing.
    const taken = await claim(bola.token, id);
    expect(taken.code).toBe(409);
    expect(taken.body.msg).toContain(`${ada.email} is working on this case`);
    const refused = await decide(bola.token, id, { decision: 'approve' });
    expect(refused.code).toBe(409);
    expect(refused.body.msg).toMatch(/Take it over explicitly/);
    expect((await caseView(ada.token, id)).submission.status).toBe('CURRENTLY_UNDER_REVIEW');
    // Releasing someone else's claim is refused too.
    expect((await send(t.app, 'DELETE', claimUrl(id), bola.token)).code).toBe(409);

    // Bad input: a clear 400, nothing changed; an unknown case is 404.
    expect((await claim(bola.token, id, { take_over: 'yes' })).code).toBe(400);
    expect((await claim(bola.token, '00000000-0000-4000-8000-000000000000')).code).toBe(404);
    expect((await caseView(bola.token, id)).claim).toMatchObject({ reviewer: ada.email });

    // Taking over explicitly, with the decision.
    const ok = await decide(bola.token, id, {
      decision: 'reject',
      reason_code: 'other',
      note: 'The document photo is cut off at the bottom.',
      take_over: true,
    });
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
    const claims = await audit(id, 'case.claim');
    expect(claims).toHaveLength(2);
    expect(claims.map((a) => JSON.parse(a.details as string).taken_over_from)).toContain(adaId);
    // A decided case is nobody's; it cannot be claimed.
    expect((await caseView(ada.token, id)).claim).toBeNull();
    expect((await claim(ada.token, id)).code).toBe(409);
  });

  it('release frees the case; take_over on a claim takes it; an idle claim lapses after 30 minutes', async () => {
    const [ada, bola] = [await reviewer(), await reviewer()];
    const id = await submitted();
    expect((await claim(ada.token, id)).code).toBe(200);
    const released = await send(t.app, 'DELETE', claimUrl(id), ada.token);
    expect(released.code).toBe(200);
    expect(await audit(id, 'case.release')).toHaveLength(1);
    expect((await send(t.app, 'DELETE', claimUrl(id), ada.token)).code).toBe(409);

    expect((await claim(bola.token, id)).code).toBe(200);
    const over = await claim(ada.token, id, { take_over: true });
    expect(over.code).toBe(200);
    expect((await caseView(bola.token, id)).claim).toMatchObject({ reviewer: ada.email });

    // Ada leaves it for 31 minutes: the claim lapsed, Bola decides without taking anything over.
    const old = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.db
      .updateTable('case_claims')
      .set({ seen_at: old })
      .where('submission_id', '=', id)
      .execute();
    expect((await queueItem(bola.token, id))!.claimed_by).toBeNull();
    expect((await caseView(bola.token, id)).claim).toBeNull();
    const ok = await decide(bola.token, id, { decision: 'approve' });
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
  });
});
