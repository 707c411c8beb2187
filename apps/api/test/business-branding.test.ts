import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandingMessages,
  type HostedSession,
  type Organisation,
  type VerificationSession,
} from '@vouch/contracts';
import { callApi, keyOf, liveOrganisation, ownerWithOrganisation } from './setup/business.js';
import { staff } from './setup/lifecycle.js';
import { get, post, send } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * A business's logo and colour on its customers' pages (issue 47): cleaned like any upload,
 * served by its hash, checked by an admin before live customers see it.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

/** A square logo with a transparent corner, as a data URL; `tail` is appended after the image. */
async function logo(size = 64, colour: [number, number, number] = [194, 65, 12], tail = '') {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      pixels.set([...colour, x < size / 4 && y < size / 4 ? 0 : 255], at);
    }
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${Buffer.concat([png, Buffer.from(tail)]).toString('base64')}`;
}

const brand = (orgId: string, token: string, body: object) =>
  send(t.app, 'PATCH', `/business/organisations/${orgId}/branding`, token, body);
const orgOf = async (orgId: string, token: string) =>
  (await get(t.app, `/business/organisations/${orgId}`, token)).body.msg as Organisation;
const hosted = async (id: string) =>
  (await get(t.app, `/verification-sessions/${id}`)).body.msg as HostedSession;
async function newSession(key: string) {
  const r = await callApi(t.app, '/verification-sessions', {
    key,
    body: {
      reference: 'brand-1',
      redirect_url: 'https://shop.adire.example/done',
      claims: ['first_name'],
      purpose: 'Checkout',
    },
  });
  expect(r.code, r.text).toBe(200);
  return r.json() as VerificationSession;
}

describe('branding', () => {
  it('a logo is re-drawn as a PNG of at most 256 px, alpha kept, nothing else of the file; served by its hash', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Brand Test');
    const r = await brand(org.id, owner.token, {
      logo: await logo(600, [194, 65, 12], '<script>alert(1)</script>'),
      colour: '#0F766E',
    });
    expect(r.body).toEqual({ status: 200, msg: brandingMessages.saved });
    const saved = await orgOf(org.id, owner.token);
    expect(saved.branding).toMatchObject({ colour: '#0f766e', logo_checked: false });
    expect(saved.branding.logo_url).toMatch(/^\/api\/v1\/logos\/[0-9a-f]{64}\.png$/);

    const file = await t.app.inject({ url: saved.branding.logo_url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.toString('latin1')).not.toContain('<script>');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256, hasAlpha: true });
    // Another hash, or no such logo: nothing.
    expect(
      (await t.app.inject({ url: '/api/v1/logos/' + '0'.repeat(64) + '.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/logos/..%2Fsecret.png' })).statusCode).toBe(404);

    // A test link shows it, and the colour.
    const key = (await keyOf(t, owner.token, org.id, 'test', ['sessions'])).key;
    const s = await hosted((await newSession(key)).id);
    expect(s.organisation).toMatchObject({
      logo_url: saved.branding.logo_url,
      colour: '#0f766e',
      verified: false,
    });

    // Removed: gone from the page, and no longer served.
    expect((await brand(org.id, owner.token, { logo: null })).code).toBe(200);
    expect((await orgOf(org.id, owner.token)).branding.logo_url).toBeNull();
    expect((await t.app.inject({ url: saved.branding.logo_url! })).statusCode).toBe(404);
  });

  it('refuses what would hurt the page, with its message, and changes nothing', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Brand Refusals');
    const cases: [object, string, string][] = [
      [{ colour: '#ffee00' }, 'colour', brandingMessages.colourTooLight],
      [{ colour: 'teal' }, 'colour', brandingMessages.colourInvalid],
      [{ logo: await logo(16) }, 'logo', brandingMessages.logoTooSmall],
      [
        { logo: 'data:image/png;base64,' + Buffer.from('GIF89a').toString('base64') },
        'logo',
        brandingMessages.logoInvalid,
      ],
      [{ logo: 'https://evil.example/logo.png' }, 'logo', brandingMessages.logoInvalid],
    ];
    for (const [body, field, message] of cases) {
      const r = await brand(org.id, owner.token, body);
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.body.errors?.[field]).toBe(message);
    }
    expect((await brand(org.id, owner.token, {})).code).toBe(400);
    expect((await orgOf(org.id, owner.token)).branding).toEqual({
      logo_url: null,
      colour: null,
      logo_checked: false,
    });
  });

  it('only owners change it', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Brand Team');
    const stranger = await ownerWithOrganisation(t, 'Someone Else');
    const r = await brand(org.id, stranger.owner.token, { colour: '#0f766e' });
    expect(r.code).toBe(404);
    expect((await orgOf(org.id, owner.token)).branding.colour).toBeNull();
  });

  it('live pages show the logo an admin checked; a new one goes back to review', async () => {
    const o = await liveOrganisation(t, admin.token, 'Brand Live');
    const key = (await keyOf(t, o.owner.token, o.org.id, 'live', ['sessions'])).key;
    const first = await logo(64, [29, 78, 216]);
    // Before approval there was no logo: the live page shows none, whatever is uploaded now.
    expect((await brand(o.org.id, o.owner.token, { logo: first })).code).toBe(200);
    const afterUpload = await orgOf(o.org.id, o.owner.token);
    expect(afterUpload.live.status).toBe('pending');
    const s = await newSession(key);
    expect((await hosted(s.id)).organisation.logo_url).toBeNull();

    // An admin who looked before another logo came in cannot approve it unseen.
    const pending = await orgOf(o.org.id, o.owner.token);
    const stale = await post(
      t.app,
      `/backoffice/businesses/${o.org.id}/approve`,
      { name: pending.name, website: pending.website, logo_url: null },
      admin.token,
    );
    expect(stale.code).toBe(409);
    // Approved as seen: now the live page shows it.
    const approved = await post(
      t.app,
      `/backoffice/businesses/${o.org.id}/approve`,
      { name: pending.name, website: pending.website, logo_url: pending.branding.logo_url },
      admin.token,
    );
    expect(approved.code, JSON.stringify(approved.body)).toBe(200);
    const checked = (await orgOf(o.org.id, o.owner.token)).branding;
    expect(checked.logo_checked).toBe(true);
    expect((await hosted(s.id)).organisation.logo_url).toBe(checked.logo_url);

    // Another logo: review again; live customers keep the checked one meanwhile.
    await o.fresh();
    expect(
      (await brand(o.org.id, o.owner.token, { logo: await logo(64, [21, 128, 61]) })).code,
    ).toBe(200);
    const changed = await orgOf(o.org.id, o.owner.token);
    expect(changed.live.status).toBe('pending');
    expect(changed.branding.logo_checked).toBe(false);
    expect((await hosted(s.id)).organisation.logo_url).toBe(checked.logo_url);
    // The checked logo is still served while a live page shows it.
    expect((await t.app.inject({ url: checked.logo_url! })).statusCode).toBe(200);
  });
});
