import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SANCTIONS_LISTS } from '../src/config.js';
import { sanctionsLists, sanctionsScreener } from '../src/modules/checks/sanctions-store.js';
import { runVouch } from './setup/cli.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let sdn: string;
let os: string;
beforeAll(async () => {
  t = await createTestApp();
  // Copies the test can change; the alt.csv beside the SDN file carries its aliases.
  sdn = path.join(t.config.dataDir, 'test-sdn.csv');
  os = path.join(t.config.dataDir, 'opensanctions.csv');
  copyFileSync(TEST_SANCTIONS_LISTS[0]!, sdn);
  copyFileSync(TEST_SANCTIONS_LISTS[0]!.replace('test-sdn', 'test-alt'), sdn.replace('sdn', 'alt'));
  copyFileSync(TEST_SANCTIONS_LISTS[1]!, os);
});
afterAll(() => t.close());

const vouch = (...args: string[]) => runVouch(t.config, args, { SANCTIONS_LISTS: `${sdn},${os}` });

describe('sanctions and PEP lists', () => {
  it('loads both file formats into the database, once per change, and screens against them', async () => {
    const lists = sanctionsLists(t.db);
    const first = await lists.sync([sdn, os]);
    expect(first.map((r) => [r.status, r.format])).toEqual([
      ['loaded', 'ofac_sdn'],
      ['loaded', 'opensanctions'],
    ]);
    expect(first.every((r) => (r.entries ?? 0) > 5)).toBe(true);
    expect((await lists.sync([sdn, os])).map((r) => r.status)).toEqual(['unchanged', 'unchanged']);

    const screener = sanctionsScreener(t.db, 0.92);
    const idx = (await screener.index())!;
    const hit = screener.screen(idx.index, { names: ['Emeka Obinna-Balogun'], kind: 'person' });
    // An alias from alt.csv.
    expect(hit[0]?.entry.id).toBe('10001');
    expect(screener.screen(idx.index, { names: ['Adaeze Okafor'], kind: 'person' })).toEqual([]);

    // The operator replaces a list: the next screening sees the new names (no restart).
    writeFileSync(
      os,
      `${readFileSync(os, 'utf8').trimEnd()}\ntest-os-9999,Person,"Zebulon Quartermaine-Ikenna",,,ng,,,,,,"Late Addition",2026-01-01,2026-01-01,2026-01-01\n`,
    );
    expect((await lists.sync([sdn, os]))[1]!.status).toBe('loaded');
    const idx2 = (await screener.index())!;
    expect(idx2.entries).toBe(idx.entries + 1);
    expect(
      screener.screen(idx2.index, { names: ['Zebulon Quartermaine-Ikenna'] })[0]?.entry.list,
    ).toBe('Late Addition');
  });

  it('reports a file that is not a list and keeps the lists it had', async () => {
    const bad = path.join(t.config.dataDir, 'notes.csv');
    writeFileSync(bad, 'hello,world\nthis is,not a list\n');
    const r = await sanctionsLists(t.db).sync([sdn, os, bad]);
    expect(r[2]).toMatchObject({ status: 'error' });
    expect(r[2]!.error).toMatch(/not a recognised sanctions list/);
    const missing = await sanctionsLists(t.db).sync([path.join(t.config.dataDir, 'nope.csv')]);
    expect(missing[0]).toMatchObject({ status: 'error', error: 'cannot read: ENOENT' });
  });

  it('a start adds lists; only a replacing reload drops the ones not named', async () => {
    const lists = sanctionsLists(t.db);
    await lists.sync([sdn, os]);
    const count = async () =>
      (await t.db.selectFrom('sanctions_lists').select('path').execute()).map((r) => r.path);
    await lists.sync([sdn]);
    expect(await count()).toHaveLength(2);
    await lists.sync([sdn], { replace: true });
    expect(await count()).toEqual([sdn]);
    await lists.sync([sdn, os]);
  });

  it('sanctions-reload (CLI) loads the configured files and says what it loaded', async () => {
    const r = await vouch('sanctions-reload');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/ofac_sdn, \d+ entries/);
    expect(r.stdout).toMatch(/opensanctions, \d+ entries/);
    // Then the verified members are compared with what is new (issue 50).
    expect(r.stdout).toMatch(
      /Ongoing screening: \d+ verified member\(s\) compared with \d+ new or changed entries; 0 possible match\(es\) for review\./,
    );
    const bad = await vouch('sanctions-reload', '--file', path.join(t.config.dataDir, 'nope.csv'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/NOT LOADED/);
  }, 60_000);
});
