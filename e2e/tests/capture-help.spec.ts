import path from 'node:path';
import {
  devices,
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import config from '../playwright.config';
import {
  BLURRED_CAMERA_FILE,
  DARK_CAMERA_FILE,
  DOCUMENT_CAMERA_FILE,
  FAKE_CAMERA_FILE,
  WALL_CAMERA_FILE,
  makeBlurredCameraFile,
  makeDarkCameraFile,
  makeDocumentCameraFile,
  makeFakeCameraFile,
  makeWallCameraFile,
  withFakeCamera,
} from '../support/fake-camera';
import {
  chooseApplicant,
  continueStep,
  heading,
  newMember,
  payKycFee,
  selfieByPhoto,
} from '../support/kyc';
import { passportJpeg } from '../support/passport';

/**
 * Capture-time help: with the camera open, the selfie step says whether a single, centred face is
 * seen and whether the light is enough, before the member takes the picture. The face detector
 * (Human, with TensorFlow.js) loads lazily, from our own origin only. Chromium's fake camera plays
 * one clip per browser launch, and Playwright shares one browser per worker, so each test launches
 * its own browser for the clip its describe block chooses.
 */
const baseLaunch = config.use?.launchOptions ?? {};
const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];

const test = base.extend<{ clip: string }>({
  clip: [FAKE_CAMERA_FILE, { option: true }],
  page: async ({ playwright, clip, baseURL }, use) => {
    const browser = await playwright.chromium.launch(withFakeCamera(baseLaunch, clip));
    const context = await browser.newContext({ ...desktop, baseURL });
    await use(await context.newPage());
    await browser.close();
  },
});
const good = 'Looks good — take the photo.';
const HUMAN_CHUNK = /\/assets\/human[^/]*\.js$/;
// Loading the detector (1.5 MB of script, a 0.5 MB model) and its first run, on a busy machine.
const ADVICE_TIMEOUT = 30_000;

test.beforeAll(async () => {
  // Before any browser starts: Chromium reads its clip when it launches.
  await makeFakeCameraFile();
  makeWallCameraFile();
  await makeDarkCameraFile();
  await makeBlurredCameraFile();
  await makeDocumentCameraFile(
    await passportJpeg({
      surname: 'OKAFOR',
      givenNames: 'ADA',
      number: 'A12345678',
      birthDate: '1992-03-14',
    }),
  );
});

/** From the selfie camera's member, on to the front of a national ID with the camera open. */
async function openDocumentCamera(page: Page) {
  await page.reload();
  await heading(page, 'Complete your KYC checklist');
  await page.getByRole('button', { name: /^Document/ }).click();
  await page.getByLabel('National ID Card').check();
  await continueStep(page);
  const front = page.getByRole('group', { name: 'Document Front' });
  await front.getByRole('button', { name: 'Take Photo' }).click();
  return front;
}

const noDocument =
  'We can’t see a document yet. Hold your ID flat inside the frame, text facing up.';

/**
 * Every request the page makes, and any script error, CSP report or failed script or model
 * download, from the first page on.
 */
function watch(page: Page) {
  const urls: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('response', (r) => {
    if (r.status() >= 400 && /\/(assets|models)\//.test(r.url()))
      problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  return { urls, problems };
}

/** A paid, verified member on the selfie step with the camera open. */
async function openSelfieCamera(page: Page, request: APIRequestContext, firstName: string) {
  await newMember(page, request, firstName);
  await payKycFee(page, request);
  await page.goto('/kyc/capture');
  await chooseApplicant(page, 'A business');
  await page.getByLabel('Country').selectOption('nigeria');
  await continueStep(page);
  await page.getByLabel('National Identification Number (NIN)').check();
  await continueStep(page);
  await page
    .getByRole('textbox', { name: 'National Identification Number (NIN)' })
    .fill('12345678901');
  await continueStep(page);
  await page.getByRole('button', { name: /^Selfie/ }).click();
  await selfieByPhoto(page);
  const box = page.getByRole('group', { name: 'Selfie' });
  await box.getByRole('button', { name: 'Take Photo' }).click();
  return box;
}

/**
 * How many times the capture help has looked at the camera's frame: each look draws the video
 * onto its sampling canvas (frame-sample.ts), which an init script counts (countLooks).
 */
function countLooks() {
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (
    this: CanvasRenderingContext2D,
    ...args: Parameters<typeof draw>
  ) {
    const w = window as { __looks?: number };
    w.__looks = (w.__looks ?? 0) + 1;
    return draw.apply(this, args);
  } as typeof draw;
}

function looks(page: Page): Promise<number> {
  return page.evaluate(() => (window as { __looks?: number }).__looks ?? 0);
}

/** The capture help's live region (the camera's spinner is a status too). */
function adviceIn(box: Locator) {
  return box.locator('[role="status"][aria-live="polite"]');
}

/**
 * The detector's performance marks: which backend started, how long loading took (from the
 * camera being asked for), and how long until the first advice (from then, and from the video
 * going live).
 */
async function detectorTimings(page: Page) {
  return page.evaluate(() => {
    type Mark = PerformanceMark | undefined;
    const at = (name: string) =>
      performance.getEntriesByName(`capture-help:${name}`, 'mark')[0] as Mark;
    const [load, ready, live, first] = ['load', 'ready', 'live', 'first-advice'].map(at);
    const ms = (a: Mark, b: Mark) => (a && b ? Math.round(b.startTime - a.startTime) : null);
    return {
      backend: (ready?.detail as { backend?: string } | undefined)?.backend ?? null,
      loadMs: ms(load, ready),
      firstAdviceMs: ms(load, first),
      firstAdviceAfterLiveMs: ms(live, first),
    };
  });
}

/**
 * A screenshot of the photo group from its title down, for a person to look at, when
 * CAPTURE_HELP_SHOTS_DIR names a folder.
 */
async function shot(page: Page, box: Locator, name: string) {
  const dir = process.env.CAPTURE_HELP_SHOTS_DIR;
  if (!dir) return;
  // Below the sticky header.
  await box.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
  await page.screenshot({ path: path.join(dir, `capture-help-${name}.png`) });
}

test.describe('a single, centred face', () => {
  test.use({ clip: FAKE_CAMERA_FILE });

  test('says it looks good, loading the detector lazily from our origin only', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seen = watch(page);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(seen.urls.filter((u) => HUMAN_CHUNK.test(u) || u.includes('/models/'))).toEqual([]);

    const box = await openSelfieCamera(page, request, 'Ngozi');
    const advice = adviceIn(box);
    await expect(advice).toHaveText(good, { timeout: ADVICE_TIMEOUT });
    // Advice, not a gate.
    await expect(box.getByRole('button', { name: 'Capture photo' })).toBeEnabled();

    // Announced once: while the advice holds, the live region does not change frame by frame.
    const mutations = await advice.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((records) => (count += records.length));
          observer.observe(el, { subtree: true, childList: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 2_000);
        }),
    );
    expect(mutations).toBe(0);

    const timings = await detectorTimings(page);
    testInfo.annotations.push({ type: 'detector', description: JSON.stringify(timings) });
    console.log('capture help detector:', JSON.stringify(timings));
    expect(timings.backend).toMatch(/^(webgl|wasm)$/);

    const origin = new URL(baseURL!).origin;
    const foreign = seen.urls.filter(
      (u) => !/^(data|blob):/.test(u) && new URL(u).origin !== origin,
    );
    expect(foreign).toEqual([]);
    const local = seen.urls.map((u) => (/^(data|blob):/.test(u) ? u : new URL(u).pathname));
    expect(local.filter((u) => HUMAN_CHUNK.test(u))).toHaveLength(1);
    expect(local).toContain('/models/human/blazeface.json');
    expect(local).toContain('/models/human/blazeface.bin');
    expect(local.filter((u) => u.startsWith('/models/human/'))).toHaveLength(2);
    // Without a GPU the wasm backend runs, its binary from our origin too (not its default CDN).
    if (timings.backend === 'wasm')
      expect(local).toContain('/models/tfjs-wasm/tfjs-backend-wasm-simd.wasm');
    expect(seen.problems).toEqual([]);

    await shot(page, box, 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(advice).toHaveText(good);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, box, 'phone');

    // Taking the photo still works, and the advice goes with the live camera.
    await box.getByRole('button', { name: 'Capture photo' }).click();
    await expect(box.getByRole('img', { name: 'Selfie' })).toBeVisible();
    await expect(advice).toHaveCount(0);
  });
});

test.describe('a face held up to the document camera', () => {
  test.use({ clip: FAKE_CAMERA_FILE });

  test('is not taken for a document', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.addInitScript(countLooks);
    const box = await openSelfieCamera(page, request, 'Femi');
    await expect(adviceIn(box)).toHaveText(good, { timeout: ADVICE_TIMEOUT });
    const front = await openDocumentCamera(page);
    const advice = adviceIn(front);
    await expect(advice).toHaveText(noDocument, { timeout: ADVICE_TIMEOUT });
    // It stays so: five looks at the frame later it has not changed its mind.
    const looked = await looks(page);
    await expect.poll(() => looks(page), { timeout: ADVICE_TIMEOUT }).toBeGreaterThan(looked + 5);
    await expect(advice).toHaveText(noDocument);
  });
});

test.describe('a passport page on a table', () => {
  test.use({ clip: DOCUMENT_CAMERA_FILE });

  test('is found by the document camera', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openSelfieCamera(page, request, 'Sade');
    const front = await openDocumentCamera(page);
    await expect(adviceIn(front)).toHaveText(good, { timeout: ADVICE_TIMEOUT });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, front, 'document-found-phone');
  });
});

test.describe('without the detector', () => {
  test.use({ clip: FAKE_CAMERA_FILE });

  test('the camera works as before and nothing alarming is said', async ({ page, request }) => {
    test.setTimeout(120_000);
    let blocked = 0;
    await page.route('**/models/human/**', (route) => {
      blocked++;
      return route.abort();
    });
    const box = await openSelfieCamera(page, request, 'Kemi');
    const capture = box.getByRole('button', { name: 'Capture photo' });
    await expect(capture).toBeEnabled();
    // The page has given up on the detector (its model was refused): no advice can come now.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('capture-help:unavailable').length),
      )
      .toBe(1);
    expect(blocked).toBeGreaterThan(0);
    await expect(adviceIn(box)).toBeEmpty();
    await expect(box.getByRole('alert')).toHaveCount(0);
    await capture.click();
    await expect(box.getByRole('img', { name: 'Selfie' })).toBeVisible();
  });
});

test.describe('no face in view', () => {
  test.use({ clip: WALL_CAMERA_FILE });

  test('asks the member to look at the camera (on a document, a soft hint)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const box = await openSelfieCamera(page, request, 'Tunde');
    const advice = adviceIn(box);
    await expect(advice).toHaveText('We can’t see your face yet. Look straight at the camera.', {
      timeout: ADVICE_TIMEOUT,
    });
    await expect(box.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, box, 'no-face-phone');

    // The document camera looks for a document: a plain wall is none.
    const front = await openDocumentCamera(page);
    await expect(adviceIn(front)).toHaveText(noDocument, { timeout: ADVICE_TIMEOUT });
    await expect(front.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
    await shot(page, front, 'document-phone');
  });
});

test.describe('a dark room', () => {
  test.use({ clip: DARK_CAMERA_FILE });

  test('asks for more light', async ({ page, request }) => {
    test.setTimeout(120_000);
    const box = await openSelfieCamera(page, request, 'Bisi');
    await expect(adviceIn(box)).toHaveText(
      'It is too dark. Move to a brighter place, or face a window.',
      { timeout: ADVICE_TIMEOUT },
    );
  });
});

test.describe('a blurred picture', () => {
  test.use({ clip: BLURRED_CAMERA_FILE });

  test('asks the member to hold still', async ({ page, request }) => {
    test.setTimeout(120_000);
    const box = await openSelfieCamera(page, request, 'Femi');
    await expect(adviceIn(box)).toHaveText(
      'The picture is blurred. Hold still and wipe the camera lens.',
      { timeout: ADVICE_TIMEOUT },
    );
  });
});
