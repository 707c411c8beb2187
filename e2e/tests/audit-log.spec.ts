import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { createStaff, staffLogIn } from '../support/backoffice';
import { screens } from '../support/screens';

/**
 * Issue 31: an admin reads the audit log a page at a time and filters it. Their own sign-in and
 * second-factor pass are on it (security events are audited now), each shown in Lagos time.
 */
test('an admin filters the audit log by action and by actor, and pages back', async ({ page }) => {
  const email = `ngozi.admin.${Date.now()}@example.com`;
  await createStaff(email, 'admin');
  await staffLogIn(page, email);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await page.waitForURL('**/backoffice/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(table).toContainText('auth.login');
  await expect(table).toContainText('WAT');

  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').fill('auth.');
  await filters.getByLabel('Actor (UUID or e-mail)').fill(email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/action=auth\.&actor=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('auth.login');
  await expectAccessible(page, 'audit log filtered');
  await screens(page, 'audit-log-filtered');

  // Everything, two at a time: Older entries pages back, Newest entries returns.
  await filters.getByRole('button', { name: 'Clear' }).click();
  await page.goto('/backoffice/audit?limit=2');
  await expect(table.getByRole('row')).toHaveCount(3);
  const newest = await table.getByRole('row').nth(1).getByRole('cell').first().textContent();
  await page.getByRole('button', { name: 'Older entries' }).click();
  await page.waitForURL(/cursor=\d+/);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(newest!);
  await page.getByRole('button', { name: 'Newest entries' }).click();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(newest!);
  await screens(page, 'audit-log-paged');
});
