import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { apiMember, apiPayFee, apiSubmitKyc, createStaff, staffLogIn } from '../support/backoffice';
import { runVouch } from '../support/cli';
import { PHONE, screens } from '../support/screens';

const LISTS = path.resolve(import.meta.dirname, '../../apps/api/data/sanctions');

/**
 * Issue 50, ongoing screening: a verified member's name is added to a list; the operator's
 * reload compares every verified member with the new entry; a reviewer finds the possible match
 * under Screening alerts (on a phone), and dismisses it with a reason.
 */
test('a list reload flags a verified member; a reviewer dismisses the alert with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A name no other journey's member has (letters only, as names are).
  const tag = Date.now()
    .toString()
    .slice(-6)
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)]!);
  const last = `Nwachukwu-${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const member = await apiMember(request, 'Obiageli', last);
  await apiPayFee(request, member.token);
  await apiSubmitKyc(request, member.token);
  expect(await runVouch(['kyc-decision', '--email', member.email, '--approve'])).toContain(
    'approved',
  );

  // The list as published tomorrow: the test lists, and a new entry with her name.
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-e2e-lists-'));
  try {
    const extra = path.join(dir, 'new-entries.csv');
    const header = readFileSync(path.join(LISTS, 'test-opensanctions.csv'), 'utf8').split('\n')[0];
    writeFileSync(
      extra,
      `${header}\ne2e-os-${last},Person,"Obiageli ${last}","",1979-05-04,ng,,,"Test sanctions programme B",,,"Test Sanctions List",2026-12-06T00:00:00,2026-12-06T00:00:00,2026-12-06T00:00:00\n`,
    );
    const out = await runVouch([
      'sanctions-reload',
      '--file',
      path.join(LISTS, 'test-sdn.csv'),
      '--file',
      path.join(LISTS, 'test-opensanctions.csv'),
      '--file',
      extra,
    ]);
    expect(out).toMatch(
      /Ongoing screening: \d+ verified member\(s\) compared with .*[1-9]\d* possible match/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const reviewer = `screening.reviewer.${Date.now()}@vouch.example`;
  await createStaff(reviewer);
  await page.setViewportSize(PHONE);
  await staffLogIn(page, reviewer);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /Screening alerts/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Screening alerts', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: `Obiageli ${last}` });
  await expect(card.getByText(`Obiageli ${last}`, { exact: true }).first()).toBeVisible();
  await expect(card.getByText(/Test Sanctions List · entry e2e-os-/)).toBeVisible();
  await expectAccessible(page, 'a screening alert at 390 px');
  await screens(page, 'backoffice-screening-alert');
  await card
    .getByLabel('Reason (kept in the audit log)')
    .fill('Born 1992, not 1979: another person');
  await card.getByRole('button', { name: 'Dismiss: not them' }).click();
  await expect(page.getByText(`Alert dismissed: Obiageli ${last}`)).toBeVisible();
  await expect(card).toHaveCount(0);
  // Dismissed, it is kept with its reason.
  await page.getByLabel('Show').selectOption({ label: 'Dismissed' });
  await expect(card.getByText('Decided: Born 1992, not 1979: another person')).toBeVisible();
});
