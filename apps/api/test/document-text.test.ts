import { afterAll, describe, expect, it } from 'vitest';
import type { KycRecord } from '@vouch/contracts';
import { SANDBOX_BVNS } from '../src/adapters/identity/sandbox-identity.js';
import {
  dataUrl,
  facePhoto,
  idCardBack,
  idCardFront,
  paidMember,
  passportSubmission,
  type IdCardText,
} from './setup/kyc-fixtures.js';
import { get, post, registerMember } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { sharedChecks } from './setup/checks.js';
import { sandboxLiveCapture } from './setup/liveness.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The document's printed names and date of birth, read by OCR (issue 34, decision 0041): an ID
 * card has no MRZ, so before this check a card printed with another person's name passed every
 * other one. Same set-up as instant-decisions.test.ts: the worker's face engine and OCR reader,
 * an app (a database) per case, since both use the sandbox's "member themself" BVN.
 */
const apps: TestApp[] = [];

afterAll(async () => {
  for (const a of apps) await a.close();
});

async function app() {
  const t = await createTestApp({
    // The fixtures' photos of person A need the lowered liveness floor (see instant-decisions).
    env: {
      CHECKS: 'on',
      // Only a live capture is approved by the machine (auto-v2); its checker is tested on its own.
      LIVENESS_CHECKER: 'sandbox',
      LIVENESS_FLOOR: '0.4',
      AUTO_LIVENESS_FLOOR: '0.4',
      CHECK_TIMEOUT_MS: '18000',
      AUTO_QA_RATE: '0',
    },
    checks: sharedChecks(),
  });
  apps.push(t);
  const reviewer = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, reviewer, 'reviewer');
  return { t, reviewer };
}

/** Adaeze Okafor, born 14-03-1992, with the sandbox BVN, sends a national ID card. */
async function submitCard(t: TestApp, printed: Partial<IdCardText> = {}) {
  const m = await paidMember(t.app, t.db, {
    first_name: 'Adaeze',
    last_name: 'Okafor',
    dob: '14-03-1992',
  });
  await post(
    t.app,
    '/account/verify-identification-number',
    { id_type: 'bvn', id_number: SANDBOX_BVNS.self },
    m.token,
  );
  const front = await idCardFront(facePhoto('person-a-2.jpg'), printed);
  const r = await post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission({
      applicant_type: 'individual',
      business_name: undefined,
      business_number: undefined,
      identity_type: 'bvn',
      identity_number: SANDBOX_BVNS.self,
      document_type: 'national_id',
      document_file: { f: dataUrl(front), b: dataUrl(await idCardBack()) },
      portrait_file: { old_capture: null, new_capture: null },
      liveness_session_id: await sandboxLiveCapture(t.app, m.token, facePhoto('person-a-3.jpg')),
    }),
    m.token,
  );
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  await t.jobs.drain();
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  const results = await t.db
    .selectFrom('kyc_checks')
    .select(['code', 'outcome', 'summary', 'details'])
    .where('submission_id', '=', info.id)
    .execute();
  const policy = await t.db
    .selectFrom('policy_decisions')
    .select(['outcome', 'reasons'])
    .where('submission_id', '=', info.id)
    .executeTakeFirst();
  return {
    submissionId: info.id,
    status: info.status,
    text: results.find((c) => c.code === 'document_text'),
    failed: results.filter((c) => c.outcome === 'failed').map((c) => c.code),
    results,
    reasons: policy ? (JSON.parse(policy.reasons) as string[]) : [],
  };
}

describe('the printed names and date of birth (document_text)', () => {
  it("a card printed with another person's name fails the check and goes to review; the reviewer's case view shows it", async () => {
    const { t, reviewer } = await app();
    const s = await submitCard(t, { surname: 'EZE', givenNames: 'CHINEDU', dob: '21 JUL 1988' });
    expect(s.text, JSON.stringify(s.results)).toMatchObject({ outcome: 'failed' });
    expect(s.text!.summary).toMatch(
      /surname not printed.*first name not printed.*date of birth differs/,
    );
    // Outcomes only: the text read (another person's name) is not stored.
    expect(JSON.parse(s.text!.details)).toMatchObject({
      matches: { names: false, first_name: false, last_name: false, dob: false },
    });
    expect(s.text!.details).not.toMatch(/EZE|CHINEDU/);
    // Every other check passed: the printed names alone hold the case back.
    expect(s.failed).toEqual(['document_text']);
    expect(s.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(s.reasons).toEqual(['document_text: failed']);

    const view = await get(t.app, `/backoffice/cases/${s.submissionId}`, reviewer.token);
    expect(view.code).toBe(200);
    const checks = (view.body.msg as { checks: { risk: { attention: { code: string }[] } } })
      .checks;
    expect(checks.risk.attention.map((a) => a.code)).toContain('document_text');
  }, 240_000);

  it('a card printed with the typed name passes the check, and the clean case is approved', async () => {
    const { t } = await app();
    const s = await submitCard(t);
    expect(s.text, JSON.stringify(s.results)).toMatchObject({
      outcome: 'passed',
      summary: 'Printed names and date of birth match what the member typed',
    });
    expect(s.failed).toEqual([]);
    expect(s.status).toBe('APPROVED');
  }, 240_000);
});
