import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { createStaff, staffLogIn } from '../support/backoffice';
import { screens } from '../support/screens';

/**
 * Issue 35: an admin without Grafana opens the back office's System screen and sees the job
 * queues, the last day's mail and checks, and the instance serving them.
 */
test('an admin reads the System screen', async ({ page }) => {
  const admin = `system.admin.${Date.now()}@vouch.test`;
  await createStaff(admin, 'admin');
  await staffLogIn(page, admin);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'System' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  const queues = page.getByRole('region', { name: 'Jobs per queue' });
  await expect(queues.getByRole('cell', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mail, last 24 hours' })).toBeVisible();
  const instances = page.getByRole('region', { name: 'Instances' });
  await expect(instances.getByText('Running').first()).toBeVisible();
  await expectAccessible(page, 'system screen');
  await screens(page, 'backoffice-system');
});
