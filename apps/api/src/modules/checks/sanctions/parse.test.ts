import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyOfacAliases, loadSanctionsFile, parseSanctionsCsv } from './parse.js';
import { SanctionsFormatError, type SanctionsEntry } from './types.js';

const DATA = fileURLToPath(new URL('../../../../data/sanctions/', import.meta.url));
const SDN = join(DATA, 'test-sdn.csv');
const ALT = join(DATA, 'test-alt.csv');
const OPEN = join(DATA, 'test-opensanctions.csv');

const byId = (entries: SanctionsEntry[], id: string) => entries.find((e) => e.id === id)!;

describe('OFAC sdn.csv', () => {
  it('reads entries, skipping and counting bad rows', async () => {
    const { format, entries, skipped } = await loadSanctionsFile(SDN);
    expect(format).toBe('ofac_sdn');
    // 13 lines: 10 entries, "bad,row", an 11-column row and a row without a name; Ctrl-Z ignored.
    expect(entries).toHaveLength(10);
    expect(skipped).toBe(3);
  });

  it('maps the columns, nulls, programmes and remarks', async () => {
    const { entries } = await loadSanctionsFile(SDN);
    expect(byId(entries, '10001')).toEqual({
      source: 'ofac_sdn',
      id: '10001',
      name: 'BALOGUN-ADEYEMI, Chukwuemeka Obinna',
      aliases: ['BALOGUN, Emeka'],
      kind: 'person',
      programs: ['TEST-PROG-A', 'TEST-PROG-B'],
      birthDates: ['14 Feb 1971', '1972'],
      countries: ['Nigeria'],
      pep: false,
      list: 'OFAC SDN',
    });
    const company = byId(entries, '10003');
    expect(company.name).toBe('QUILLFEATHER MARITIME HOLDINGS, LTD.');
    expect(company.kind).toBe('organisation');
    expect(company.aliases).toEqual(['QMH', 'QUILLFEATHER SHIPPING']);
    expect(company.birthDates).toEqual([]);
    expect(byId(entries, '10008').name).toBe('THE "BLUE HERON" COLLECTIVE');
    expect(byId(entries, '10006').kind).toBe('other'); // vessel
    expect(byId(entries, '10012').kind).toBe('other'); // aircraft
    expect(byId(entries, '10002').countries).toEqual(['Freedonia']);
    // A line break inside the quoted remarks does not split the row.
    expect(byId(entries, '10011').countries).toEqual(['Nigeria']);
  });

  it('adds aliases from alt.csv by ent_num', async () => {
    const { entries, skipped } = await loadSanctionsFile(SDN, { ofacAltPath: ALT });
    expect(byId(entries, '10001').aliases).toEqual(['BALOGUN, Emeka', 'OBINNA-BALOGUN, Emeka']);
    // Already known from the remarks: not repeated.
    expect(byId(entries, '10003').aliases).toEqual(['QMH', 'QUILLFEATHER SHIPPING']);
    expect(byId(entries, '10007').aliases).toEqual(['GRANDVALE PETCHEM']);
    expect(skipped).toBe(3 + 1);

    const plain = parseSanctionsCsv(readFileSync(SDN, 'utf8')).entries;
    const merged = applyOfacAliases(plain, readFileSync(ALT, 'utf8'));
    expect(merged.entries).toEqual(entries);
  });
});

describe('OpenSanctions targets.simple.csv', () => {
  it('reads entries by header, skipping and counting bad rows', async () => {
    const { format, entries, skipped } = await loadSanctionsFile(OPEN);
    expect(format).toBe('opensanctions');
    expect(entries.map((e) => e.id)).toEqual([
      'test-os-0001',
      'test-os-0002',
      'test-os-0003',
      'test-os-0004',
      'test-os-0005',
      'test-os-0006',
      'test-os-0007',
      'test-os-0010',
    ]);
    expect(skipped).toBe(2); // no name; too few columns
  });

  it('maps multi-valued fields, kinds, PEPs and the list name', async () => {
    const { entries } = await loadSanctionsFile(OPEN);
    expect(byId(entries, 'test-os-0001')).toEqual({
      source: 'opensanctions',
      id: 'test-os-0001',
      name: 'Olúfúnmiláyọ̀ Adébísí-Okorodudu',
      aliases: ['Funmi Adebisi-Okorodudu', 'Olufunmilayo Okorodudu'],
      kind: 'person',
      programs: [],
      birthDates: ['1962-07-09'],
      countries: ['ng'],
      pep: true, // dataset "Test PEPs"
      list: 'Test PEPs',
    });
    expect(byId(entries, 'test-os-0007').pep).toBe(true); // "role.pep" in sanctions
    expect(byId(entries, 'test-os-0002').pep).toBe(false);
    expect(byId(entries, 'test-os-0002').kind).toBe('organisation');
    expect(byId(entries, 'test-os-0003').programs).toEqual([
      'Test sanctions programme B',
      'Test sanctions programme C',
    ]);
    expect(byId(entries, 'test-os-0004').kind).toBe('other'); // LegalEntity
    expect(byId(entries, 'test-os-0005').kind).toBe('other'); // Vessel
    const ngozi = byId(entries, 'test-os-0006');
    expect(ngozi.birthDates).toEqual(['1977', '1978']);
    expect(ngozi.countries).toEqual(['ng', 'gb']);
    expect(byId(entries, 'test-os-0010').list).toBe('OpenSanctions'); // no dataset
  });

  it('finds columns by name and labels rows without a dataset', () => {
    const text = 'name,schema,id,dataset\r\n"Ada Test",Person,x1,\r\n';
    const { entries } = parseSanctionsCsv(text, 'My list');
    expect(entries).toEqual([
      expect.objectContaining({ id: 'x1', name: 'Ada Test', kind: 'person', list: 'My list' }),
    ]);
  });
});

describe('format detection', () => {
  it('tells the formats apart from the text alone', () => {
    expect(parseSanctionsCsv(readFileSync(SDN, 'utf8')).format).toBe('ofac_sdn');
    expect(parseSanctionsCsv(readFileSync(OPEN, 'utf8')).format).toBe('opensanctions');
  });

  it('still recognises OFAC when the first rows are damaged', () => {
    const good = '7,"A, B","individual",X,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ';
    const result = parseSanctionsCsv(['garbage', good, good.replace('7', '8')].join('\n'));
    expect(result.format).toBe('ofac_sdn');
    expect(result.entries).toHaveLength(2);
    expect(result.skipped).toBe(1);
  });

  it('rejects a file that is neither format with a clear message', async () => {
    const garbage = 'hello world\nthis is,not,a list\n';
    expect(() => parseSanctionsCsv(garbage, 'upload.csv')).toThrow(SanctionsFormatError);
    expect(() => parseSanctionsCsv(garbage, 'upload.csv')).toThrow(
      /upload\.csv is not a recognised sanctions list: expected OFAC's sdn\.csv .* OpenSanctions/,
    );
    expect(() => parseSanctionsCsv('')).toThrow(/is empty/);
    expect(() => parseSanctionsCsv(readFileSync(ALT, 'utf8'))).toThrow(/alt\.csv/);

    const dir = mkdtempSync(join(tmpdir(), 'sanctions-'));
    const path = join(dir, 'notes.txt');
    writeFileSync(path, 'Just some notes, nothing else.\n');
    await expect(loadSanctionsFile(path)).rejects.toThrow(path);
    await expect(loadSanctionsFile(OPEN, { ofacAltPath: ALT })).rejects.toThrow(/only applies/);
  });

  it('falls back to Latin-1 for a file that is not UTF-8', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanctions-'));
    const path = join(dir, 'sdn-latin1.csv');
    const row = '9,"DÉSIRÉ, Zoë","individual",X,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n';
    writeFileSync(path, Buffer.from(row, 'latin1'));
    const { entries } = await loadSanctionsFile(path);
    expect(entries[0]?.name).toBe('DÉSIRÉ, Zoë');
  });
});
