import path from 'node:path';
import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A full-page screenshot for a person to look at, when SCREENS_DIR names a folder; on a desktop
 * window and on a 390 px phone, with the viewport put back afterwards. A dialog is shot as the
 * window shows it (fullPage: false): a full page would stretch the page behind it.
 */
export async function screens(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Two frames after the resize: the new layout has been painted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: path.join(dir, `${name}-${size}.png`), fullPage });
  }
  if (before) await page.setViewportSize(before);
}
