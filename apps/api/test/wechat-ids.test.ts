import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleMessages } from '@vouch/contracts';
import {
  answeredName,
  profileEdit,
  staff,
  verifiedMember,
  verifiedProvenMember,
} from './setup/lifecycle.js';
import { post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { cliPii } from '../src/cli/services.js';
import { WECHAT_REINDEX_PENDING } from '../src/db/migrations/0026_wechat_reindex.js';
import { reindexWechatOnce } from '../src/db/reindex-wechat.js';
import { blindIndex } from '../src/lib/crypto.js';

/**
 * Issue 31, item 6f: "amaka\u200b_fabrics" (a zero-width space inside) was another WeChat ID than
 * "amaka_fabrics": it looked the same to a payer and to staff, found nobody, and could be claimed
 * by a second verified member. WeChat IDs are normalised (NFKC, zero-width characters removed,
 * case folded) wherever they are indexed or compared.
 */
let t: TestApp;
let reviewer: { token: string };
let searcher: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  searcher = await registerMember(t.app, t.db, { verify: true });
});
afterAll(() => t.close());

const ZWSP = '\u200b';
const fullwidth = (s: string) =>
  [...s].map((c) => (/[a-z]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');

describe('WeChat IDs as payers and members type them', () => {
  it('a search with invisible or full-width characters finds the member', async () => {
    const id = `amaka_fabrics${Date.now()}`;
    await verifiedProvenMember(t, reviewer.token, { wechat_id: id });
    for (const typed of [
      id,
      `amaka${ZWSP}_fabrics${id.slice(13)}`,
      `\u2060${id}\ufeff`,
      `${id.slice(0, 3)}\u200d${id.slice(3)}`,
      fullwidth(id),
    ])
      expect(await answeredName(t, searcher.token, 'WECHAT_ID', typed), JSON.stringify(typed)).toBe(
        'Okafor',
      );
  });

  it('another verified member cannot take the same ID written with a zero-width space', async () => {
    const id = `bola_stores${Date.now()}`;
    await verifiedProvenMember(t, reviewer.token, { wechat_id: id });
    const b = await verifiedMember(t, reviewer.token, { wechat_id: `other_${Date.now()}` });
    const r = await post(
      t.app,
      '/account/update-profile',
      profileEdit(b, { wechat_id: `bola${ZWSP}_stores${id.slice(11)}` }),
      b.token,
    );
    expect(r.body).toMatchObject({
      status: 409,
      msg: lifecycleMessages.claimTaken.wechat_id,
      errors: { wechat_id: lifecycleMessages.claimTaken.wechat_id },
    });
  });

  it('one index for every spelling', () => {
    const pii = cliPii(t.config);
    expect(pii.wechatIndex(`Ada${ZWSP}_Shop`)).toBe(pii.wechatIndex('ada_shop'));
    expect(pii.wechatIndex(fullwidth('ada_shop'))).toBe(pii.wechatIndex('ada_shop'));
    expect(pii.wechatIndex('ada_shop2')).not.toBe(pii.wechatIndex('ada_shop'));
  });

  it('IDs indexed before the normal form are re-indexed at start, claims with them', async () => {
    const pii = cliPii(t.config);
    const typed = `chidi${ZWSP}_gadgets${Date.now()}`;
    const a = await verifiedProvenMember(t, reviewer.token, { wechat_id: typed });
    // As the index was computed before issue 31: the invisible character kept.
    const old = blindIndex(t.config.blindIndexKey, 'wechat_id', typed.toLowerCase());
    const fresh = pii.wechatIndex(typed);
    expect(old).not.toBe(fresh);
    await t.db.updateTable('users').set({ wechat_id_norm: old }).where('id', '=', a.uuid).execute();
    await t.db
      .updateTable('verified_snapshots')
      .set({ wechat_id_norm: old })
      .where('user_id', '=', a.uuid)
      .execute();
    await t.db
      .updateTable('identity_claims')
      .set({ value: old })
      .where('kind', '=', 'wechat_id')
      .where('user_id', '=', a.uuid)
      .execute();
    const clean = typed.replace(ZWSP, '');
    expect(await answeredName(t, searcher.token, 'WECHAT_ID', clean)).toBeNull();

    await t.db.insertInto('app_meta').values({ key: WECHAT_REINDEX_PENDING, value: '1' }).execute();
    expect(await reindexWechatOnce(t.db, pii)).toBe(2);
    expect(await reindexWechatOnce(t.db, pii)).toBeNull();
    expect(await answeredName(t, searcher.token, 'WECHAT_ID', clean)).toBe('Okafor');
    const claim = await t.db
      .selectFrom('identity_claims')
      .select('value')
      .where('kind', '=', 'wechat_id')
      .where('user_id', '=', a.uuid)
      .executeTakeFirstOrThrow();
    expect(claim.value).toBe(fresh);
  });
});
