import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionMessages,
  type Grant,
  type MonitoringAlert,
  type VerificationSession,
} from '@vouch/contracts';
import { TEST_SANCTIONS_LISTS } from '../src/config.js';
import { guardedDownload } from '../src/lib/guarded-download.js';
import { sanctionsLists } from '../src/modules/checks/index.js';
import { approveLive, callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { memberFactors } from './setup/member-second-factor.js';
import { answeredName, staff, verifiedMember } from './setup/lifecycle.js';
import { get, post, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Ongoing screening (issue 50): verified members compared again when the lists change, only
 * with the entries that are new or changed; a possible match is an alert that changes nothing
 * until a reviewer acts; an admin's suspension tells the businesses holding a grant.
 */
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof staff>>;
let admin: Awaited<ReturnType<typeof staff>>;
let dir: string;
const OPEN_SANCTIONS = TEST_SANCTIONS_LISTS[1]!;

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_LIVE: '1000' } });
  await t.checks.syncLists();
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
  dir = mkdtempSync(path.join(tmpdir(), 'vouch-lists-'));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The test OpenSanctions list with extra rows, loaded as the CLI's reload does. */
async function reloadWith(rows: string[]) {
  const file = path.join(dir, 'opensanctions.csv');
  const base = readFileSync(OPEN_SANCTIONS, 'utf8').trimEnd();
  writeFileSync(file, [base, ...rows].join('\n') + '\n');
  const reports = await sanctionsLists(t.db).sync([TEST_SANCTIONS_LISTS[0]!, file], {
    force: true,
    replace: true,
  });
  expect(reports.map((r) => r.status)).toEqual(['loaded', 'loaded']);
}
const person = (id: string, name: string, aliases = '') =>
  `${id},Person,"${name}","${aliases}",1980-01-01,ng,,,"Test sanctions programme B",,,"Test Sanctions List",2026-12-01T00:00:00,2026-12-01T00:00:00,2026-12-01T00:00:00`;

const alertsOf = async (status = 'open') =>
  (await get(t.app, `/backoffice/monitoring-alerts?status=${status}`, reviewer.token)).body
    .msg as MonitoringAlert[];

describe('ongoing screening', () => {
  it('a reload that lists a verified member opens one alert and changes nothing until a reviewer acts; dismissed, it stays dismissed', async () => {
    const zainab = await verifiedMember(t, reviewer.token, {
      first_name: 'Zainab',
      last_name: 'Kolawole-Braithwaite',
    });
    // The first run compares everyone with every entry once; nothing of the test lists is hers.
    const first = await t.monitoring.rescreen.run();
    expect(first).toMatchObject({ ran: true, alerts: 0 });
    expect(first.newEntries).toBeGreaterThan(10);
    expect(first.members).toBeGreaterThanOrEqual(1);
    // The lists have not changed: the next run looks at them and compares nobody.
    expect(await t.monitoring.rescreen.run()).toEqual({
      ran: false,
      newEntries: 0,
      members: 0,
      businesses: 0,
      alerts: 0,
    });

    await reloadWith([person('test-os-9001', 'Zainab Kolawole-Braithwaite')]);
    const second = await t.monitoring.rescreen.run();
    // Only the new entry is compared with everyone.
    expect(second).toMatchObject({ ran: true, newEntries: 1, alerts: 1 });
    const [alert] = await alertsOf();
    expect(alert).toMatchObject({
      status: 'open',
      member: { uuid: zainab.uuid, name: 'Zainab Kolawole-Braithwaite', status: 'VERIFIED' },
      hit: {
        matched_name: 'Zainab Kolawole-Braithwaite',
        entry_id: 'test-os-9001',
        list: 'Test Sanctions List',
        pep: false,
      },
    });
    // A payer still reads what was approved: an alert is a case, not a verdict.
    expect(await answeredName(t, admin.token, 'UUID', zainab.uuid)).toBe('Kolawole-Braithwaite');
    // A member of the public reads no alerts.
    expect((await get(t.app, '/backoffice/monitoring-alerts', zainab.token)).code).toBe(403);

    // Refused decisions change nothing.
    const url = `/backoffice/monitoring-alerts/${alert!.id}/decision`;
    expect((await post(t.app, url, { decision: 'dismiss', reason: '' }, reviewer.token)).code).toBe(
      400,
    );
    expect(
      (await post(t.app, url, { decision: 'suspend', reason: 'Listed' }, reviewer.token)).code,
    ).toBe(403);
    expect(
      (
        await post(
          t.app,
          '/backoffice/monitoring-alerts/00000000-0000-4000-8000-000000000000/decision',
          { decision: 'dismiss', reason: 'Nobody' },
          reviewer.token,
        )
      ).code,
    ).toBe(404);
    const dismissed = await post(
      t.app,
      url,
      { decision: 'dismiss', reason: 'Born 1995, not 1980: another person' },
      reviewer.token,
    );
    expect(dismissed.code, JSON.stringify(dismissed.body)).toBe(200);
    expect(await alertsOf()).toEqual([]);
    expect((await alertsOf('dismissed')).map((a) => a.reason)).toEqual([
      'Born 1995, not 1980: another person',
    ]);
    expect(
      (await post(t.app, url, { decision: 'escalate', reason: 'x y z' }, reviewer.token)).code,
    ).toBe(409);

    // Everyone compared with every entry again (as after a change of the comparison itself):
    // the dismissed match does not come back.
    await t.db.deleteFrom('monitoring_entries_seen').execute();
    const again = await t.monitoring.rescreen.run({ force: true });
    expect(again.alerts).toBe(0);
    expect(await alertsOf()).toEqual([]);
  });

  it('a changed entry is a new alert; escalated, an admin suspends the member and the businesses with a grant hear', async () => {
    const owner = await ownerWithOrganisation(t, 'Kobo Loans');
    await memberFactors(t).enrolApp(owner.owner.token);
    await approveLive(t, admin.token, owner.org.id);
    const key = await keyOf(t, owner.owner.token, owner.org.id, 'live', ['sessions']);
    const tunde = await verifiedMember(t, reviewer.token, {
      first_name: 'Tunde',
      last_name: 'Ajayi-Oyelaran',
    });
    const made = await callApi(t.app, '/verification-sessions', {
      key: key.key,
      body: {
        reference: 'loan-7',
        redirect_url: 'https://shop.adire.example/done',
        claims: ['first_name', 'last_name'],
        purpose: 'A loan',
      },
    });
    expect(made.code, made.text).toBe(200);
    const s = made.json() as VerificationSession;
    expect(
      (
        await post(
          t.app,
          `/verification-sessions/${s.id}/consent`,
          { decision: 'allow' },
          tunde.token,
        )
      ).code,
    ).toBe(200);

    await reloadWith([person('test-os-9002', 'Tunde Ajayi-Oyelaran')]);
    expect((await t.monitoring.rescreen.run()).alerts).toBe(1);
    const first = (await alertsOf()).find((a) => a.member?.uuid === tunde.uuid)!;
    await post(
      t.app,
      `/backoffice/monitoring-alerts/${first.id}/decision`,
      { decision: 'dismiss', reason: 'Different date of birth' },
      reviewer.token,
    );
    // The list adds an alias to the same entry: a changed entry, compared again, a new alert.
    await reloadWith([person('test-os-9002', 'Tunde Ajayi-Oyelaran', 'Babatunde Ajayi-Oyelaran')]);
    const changed = await t.monitoring.rescreen.run();
    expect(changed).toMatchObject({ newEntries: 1, alerts: 1 });
    const second = (await alertsOf()).find((a) => a.member?.uuid === tunde.uuid)!;
    expect(second.id).not.toBe(first.id);

    const url = `/backoffice/monitoring-alerts/${second.id}/decision`;
    const escalated = await post(
      t.app,
      url,
      { decision: 'escalate', reason: 'Same date of birth now listed' },
      reviewer.token,
    );
    expect(escalated.code).toBe(200);
    // An escalated alert is an admin's: a reviewer cannot dismiss it.
    expect(
      (await post(t.app, url, { decision: 'dismiss', reason: 'Not him' }, reviewer.token)).code,
    ).toBe(409);
    const suspended = await post(
      t.app,
      url,
      { decision: 'suspend', reason: 'Listed on the test sanctions list' },
      admin.token,
    );
    expect(suspended.code, JSON.stringify(suspended.body)).toBe(200);
    expect((await alertsOf('suspended')).map((a) => a.member)).toMatchObject([
      { uuid: tunde.uuid, status: 'SUSPENDED' },
    ]);
    const events = await t.businessEvents.list(owner.org.id, 'live');
    expect(
      events.filter((e) => e.type === 'member.verification_revoked').map((e) => e.data),
    ).toMatchObject([{ session_id: s.id, status: 'suspended' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', second.id)
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'monitoring.alert_escalated',
      'monitoring.alert_suspended',
    ]);
  });
});

describe('re-verification on demand (issue 50, item 4)', () => {
  it('a business asks a grant’s member to confirm it again; only they can, and their Allow replaces the grant; a grant too old for its tier is due', async () => {
    const owner = await ownerWithOrganisation(t, 'Ada Credit');
    await memberFactors(t).enrolApp(owner.owner.token);
    await approveLive(t, admin.token, owner.org.id);
    const live = await keyOf(t, owner.owner.token, owner.org.id, 'live', ['sessions']);
    const test = await keyOf(t, owner.owner.token, owner.org.id, 'test', ['sessions']);
    const chioma = await verifiedMember(t, reviewer.token, { first_name: 'Chioma' });
    const s = (
      await callApi(t.app, '/verification-sessions', {
        key: live.key,
        body: {
          reference: 'loan-12',
          redirect_url: 'https://shop.adire.example/done',
          claims: ['first_name', 'last_name'],
          purpose: 'A loan',
        },
      })
    ).json() as VerificationSession;
    expect(
      (
        await post(
          t.app,
          `/verification-sessions/${s.id}/consent`,
          { decision: 'allow' },
          chioma.token,
        )
      ).code,
    ).toBe(200);
    const grantsNow = async () =>
      ((await callApi(t.app, '/grants', { key: live.key })).json() as { data: Grant[] }).data;
    const first = (await grantsNow()).find((g) => g.session_id === s.id)!;
    expect(first).toMatchObject({ revoked_by: null, reverify_due: false });
    expect(Date.now() - Date.parse(first.verified_at!)).toBeLessThan(10 * 60_000);

    const reverify = (id: string, key = live.key, body: unknown = {}) =>
      callApi(t.app, `/grants/${id}/reverify`, { key, body });
    // Refusals change nothing.
    expect((await reverify('grant_0000000000000000000000')).code).toBe(404);
    expect((await reverify(first.id, test.key)).code).toBe(409);
    expect((await reverify(first.id, live.key, { expires_in: 10 })).code).toBe(400);

    const asked = await reverify(first.id);
    expect(asked.code, asked.text).toBe(200);
    const again = asked.json() as VerificationSession;
    expect(again).toMatchObject({ reference: 'loan-12', status: 'created', claims: null });
    // One request at a time: asking again while she has not answered is refused.
    const twice = await reverify(first.id);
    expect(twice.code).toBe(409);
    expect((twice.json() as { detail: string }).detail).toBe(
      sessionMessages.reverifyWaiting(again.id),
    );
    const asks = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', first.id)
      .execute();
    expect(asks).toEqual([{ action: 'grant.reverify_requested', actor_id: null }]);
    const mail = await waitForMail(t.db, chioma.email, 'asks you to confirm your verification');
    expect(mail.text_body).toContain(again.url);
    // The link is Chioma's: another verified member is refused.
    const other = await verifiedMember(t, reviewer.token, { first_name: 'Bisi' });
    const refused = await post(
      t.app,
      `/verification-sessions/${again.id}/consent`,
      { decision: 'allow' },
      other.token,
    );
    expect(refused.body).toMatchObject({ status: 403, msg: sessionMessages.otherMember });
    expect(
      (
        await post(
          t.app,
          `/verification-sessions/${again.id}/consent`,
          { decision: 'allow' },
          chioma.token,
        )
      ).code,
    ).toBe(200);
    const after = await grantsNow();
    expect(after.find((g) => g.id === first.id)).toMatchObject({ revoked_by: 'replaced' });
    expect(after.find((g) => g.session_id === again.id)).toMatchObject({ revoked_at: null });
    // The replaced grant cannot be asked again.
    expect((await reverify(first.id)).json()).toMatchObject({
      status: 409,
      detail: sessionMessages.grantRevoked,
    });

    // The console shows the same grants to the team, and an owner asks from there too.
    const consoleGrants = await get(
      t.app,
      `/business/organisations/${owner.org.id}/grants?mode=live`,
      owner.owner.token,
    );
    expect((consoleGrants.body.msg as { data: Grant[] }).data.map((g) => g.id)).toEqual(
      after.map((g) => g.id),
    );
    const current = after.find((g) => g.session_id === again.id)!;
    const fromConsole = await post(
      t.app,
      `/business/organisations/${owner.org.id}/grants/${current.id}/reverify`,
      {},
      owner.owner.token,
    );
    expect(fromConsole.code, JSON.stringify(fromConsole.body)).toBe(200);
    expect(
      (
        await post(
          t.app,
          `/business/organisations/${owner.org.id}/grants/${first.id}/reverify`,
          {},
          owner.owner.token,
        )
      ).body,
    ).toMatchObject({ status: 409, msg: sessionMessages.grantRevoked });
    // Someone outside the organisation reads nothing of it.
    expect(
      (await get(t.app, `/business/organisations/${owner.org.id}/grants?mode=live`, chioma.token))
        .code,
    ).toBe(404);

    // Two and a half years later, at Tier 2 (730 days by default): due.
    await t.db
      .updateTable('verified_snapshots')
      .set({
        kyc_tier: 2,
        approved_at: new Date(Date.now() - 900 * 86_400_000).toISOString(),
        tier_evidence: null,
      })
      .where('user_id', '=', chioma.uuid)
      .execute();
    expect((await grantsNow()).find((g) => g.session_id === again.id)).toMatchObject({
      reverify_due: true,
    });
  });
});

describe('lists published at a URL (issue 50, item 1)', () => {
  let server: Server;
  let published = '';
  let u: TestApp;
  let base = '';
  beforeAll(async () => {
    published = readFileSync(OPEN_SANCTIONS, 'utf8');
    server = createServer((req, res) => {
      if (req.url === '/lists/targets.simple.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        return res.end(published);
      }
      if (req.url === '/moved/targets.simple.csv') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    u = await createTestApp({
      env: {
        WEBHOOKS_ALLOW_LOOPBACK: 'on',
        SANCTIONS_LIST_URLS: `${base}/lists/targets.simple.csv`,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await u.close();
    server.close();
  });

  it('downloads the list through the guard, loads it, and a new entry is screened; a failed download keeps the last copy', async () => {
    const reviewerU = await staff(u, 'reviewer');
    const kelechi = await verifiedMember(u, reviewerU.token, {
      first_name: 'Kelechi',
      last_name: 'Obi-Nwosu',
    });
    const first = await u.monitoring.lists.run();
    expect(first.downloads.map((d) => d.result.ok)).toEqual([true]);
    expect(first.changed).toBe(1);
    expect((await u.monitoring.rescreen.run()).alerts).toBe(0);

    // Tomorrow's list names her: downloaded, loaded, compared.
    published = `${published.trimEnd()}\n${person('test-os-9100', 'Kelechi Obi-Nwosu')}\n`;
    expect((await u.monitoring.lists.run()).changed).toBe(1);
    const run = await u.monitoring.rescreen.run();
    expect(run).toMatchObject({ ran: true, newEntries: 1, alerts: 1 });
    const alerts = (await get(u.app, '/backoffice/monitoring-alerts', reviewerU.token)).body
      .msg as MonitoringAlert[];
    expect(alerts.map((a) => a.member?.uuid)).toEqual([kelechi.uuid]);
    // Unchanged: nothing loaded again.
    expect((await u.monitoring.lists.run()).changed).toBe(0);

    // A redirect is not followed (it could lead inside), and the list in use stays whole.
    const file = path.join(
      u.config.dataDir,
      'sanctions-lists',
      '127.0.0.1_lists_targets.simple.csv',
    );
    const before = readFileSync(file, 'utf8');
    const moved = await guardedDownload(`${base}/moved/targets.simple.csv`, file, {
      allowLoopback: true,
      maxBytes: 1_000_000,
      timeoutMs: 5000,
    });
    expect(moved).toEqual({ ok: false, error: 'HTTP 302 (redirects are not followed)' });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.part'))).toEqual([]);
    // Too large, and an address inside: refused, nothing written.
    expect(
      await guardedDownload(`${base}/lists/targets.simple.csv`, file, {
        allowLoopback: true,
        maxBytes: 100,
        timeoutMs: 5000,
      }),
    ).toEqual({ ok: false, error: 'Larger than the 100 bytes allowed' });
    const inside = await guardedDownload('http://10.1.2.3/list.csv', file, {
      allowLoopback: false,
      maxBytes: 1_000_000,
      timeoutMs: 5000,
    });
    expect(inside.ok).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
