import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameVariants } from './normalise.js';
import { loadSanctionsFile } from './parse.js';
import {
  buildScreeningIndex,
  scoreTokens,
  screen,
  type ScreeningHit,
  type ScreeningIndex,
} from './screen.js';
import type { SanctionsEntry } from './types.js';

const DATA = fileURLToPath(new URL('../../../../data/sanctions/', import.meta.url));

describe('the scoring rule', () => {
  it('ignores token order and a missing middle name', () => {
    expect(scoreTokens(['john', 'smith'], ['smith', 'john'], 0.92)).toBe(1);
    expect(scoreTokens(['john', 'smith'], ['john', 'paul', 'smith'], 0.92)).toBe(1);
  });

  it('needs two strong tokens when both names have two or more', () => {
    // Same first name, different surname: one strong pair only.
    expect(scoreTokens(['ngozi', 'okafor'], ['ngozi', 'fairweather', 'okoye'], 0.92)).toBeNull();
    // ahmed/ahmad 0.91 and musa/musawi 0.93: one strong pair, mean just under.
    expect(scoreTokens(['ahmed', 'musa'], ['ahmad', 'tarek', 'musawi'], 0.92)).toBeNull();
  });

  it('matches a single-token name only with a single-token name', () => {
    expect(scoreTokens(['musawi'], ['ahmad', 'musawi'], 0.92)).toBeNull();
    expect(scoreTokens(['ahmad', 'musawi'], ['musawi'], 0.92)).toBeNull();
    expect(scoreTokens(['hizbulla'], ['hizbullah'], 0.92)).toBeGreaterThan(0.92);
  });

  it('uses each listed token once', () => {
    // Both query tokens would pair best with "adeyemi"; only one may have it.
    expect(scoreTokens(['adeyemi', 'adeyemi'], ['adeyemi', 'zzz'], 0.92)).toBeNull();
  });
});

describe('screening the test lists', () => {
  let index: ScreeningIndex;
  beforeAll(async () => {
    const ofac = await loadSanctionsFile(join(DATA, 'test-sdn.csv'), {
      ofacAltPath: join(DATA, 'test-alt.csv'),
    });
    const open = await loadSanctionsFile(join(DATA, 'test-opensanctions.csv'));
    index = buildScreeningIndex([...ofac.entries, ...open.entries]);
  });

  const top = (names: string[], kind?: 'person' | 'organisation'): ScreeningHit | undefined =>
    screen(index, { names, kind })[0];

  it.each([
    ['exact', 'Chukwuemeka Obinna Balogun-Adeyemi', '10001'],
    ['without the middle name', 'Chukwuemeka Balogun-Adeyemi', '10001'],
    ['hyphen dropped', 'Chukwuemeka Balogun Adeyemi', '10001'],
    ['hyphenated parts joined', 'Chukwuemeka BalogunAdeyemi', '10001'],
    ['one-letter typo', 'Chukwuemeka Balogun-Adeyami', '10001'],
    ['one-letter typo in the first name', 'Chukwuemika Balogun-Adeyemi', '10001'],
    ['reordered (OFAC LAST, First)', 'Johnathan Brightwater', '10005'],
    ['in the list order', 'BRIGHTWATER, Johnathan', '10005'],
    ['with honorifics', 'Alhaji Dr. Idris Zorvanth', '10002'],
    ['accent-free query, accented entry', 'Olufunmilayo Adebisi-Okorodudu', 'test-os-0001'],
    ['accented query, plain alias', 'Fúnmi Adébísí Okorodudu', 'test-os-0001'],
    ['alias (remarks a.k.a.)', 'Emeka Balogun', '10001'],
    ['alias (alt.csv)', 'Emeka Obinna-Balogun', '10001'],
    ['alias (OpenSanctions)', 'Ngozi Fairweather', 'test-os-0006'],
  ])('a person hits: %s', (_case, name, id) => {
    const hit = top([name], 'person');
    expect(hit?.entry.id).toBe(id);
    expect(hit?.score).toBeGreaterThanOrEqual(0.92);
    expect(hit?.query).toBe(name);
  });

  it.each([
    ['registered name, different suffix', 'Grandvale Petrochemical Trading Ltd', '10007'],
    ['trading name = alias', 'Harmattan Glass', 'test-os-0002'],
    ['full name with Nigeria Limited', 'Harmattan Glassworks Nigeria Ltd', 'test-os-0002'],
    ['OFAC comma in the name', 'Quillfeather Maritime Holdings Limited', '10003'],
    ['quotes in the listed name', 'Blue Heron Collective', '10008'],
    ['typo', 'Sablewind Releif Foundation', 'test-os-0003'],
    ['LegalEntity kept for organisations', 'Corvath Logistics', 'test-os-0004'],
  ])('a business hits: %s', (_case, name, id) => {
    expect(top([name], 'organisation')?.entry.id).toBe(id);
  });

  it.each([
    ['similar first name, longer surname', 'Ahmed Musa'],
    ['shared first name only', 'Ngozi Okafor'],
    ['shared first name, different surname', 'Johnathan Okafor'],
    ['similar surname', 'Johnathan Brightman'],
    ['surname alone', 'Musawi'],
    ['first name alone', 'Chukwuemeka'],
    ['shared surname only', 'Tunde Balogun'],
    ['different people entirely', 'Adaeze Nwosu'],
  ])('a near miss does not hit: %s', (_case, name) => {
    expect(screen(index, { names: [name] })).toEqual([]);
  });

  it('does not hit a shared company word', () => {
    expect(screen(index, { names: ['Harmattan Bakery'], kind: 'organisation' })).toEqual([]);
    expect(screen(index, { names: ['Quillfeather Bakery Ltd'] })).toEqual([]);
  });

  it('reports the entry, the matched name and the query name', () => {
    const hits = screen(index, { names: ['Adaeze Nwosu', 'Harmattan Glass'] });
    expect(hits).toEqual([
      {
        entry: {
          source: 'opensanctions',
          id: 'test-os-0002',
          name: 'Harmattan Glassworks Nigeria Limited',
          list: 'Test Sanctions List',
          programs: ['Test sanctions programme A'],
          pep: false,
        },
        matchedName: 'Harmattan Glass',
        query: 'Harmattan Glass',
        score: 1,
      },
    ]);
  });

  it('flags a PEP', () => {
    const hit = top(['Tamunotonye Okpara-Quill']);
    expect(hit?.entry).toMatchObject({ id: 'test-os-0007', pep: true });
  });

  it('keeps the best hit per entry, best first', () => {
    const hits = screen(index, {
      names: [
        'Chukwuemeka Balogun-Adeyami',
        'Chukwuemeka Obinna Balogun-Adeyemi',
        'Ifeoma Kestrelmoor',
      ],
    });
    expect(hits.map((h) => [h.entry.id, h.query])).toEqual([
      ['10001', 'Chukwuemeka Obinna Balogun-Adeyemi'],
      ['10011', 'Ifeoma Kestrelmoor'],
    ]);
  });

  it('leaves out the other kind, but never vessels or undetermined entities', () => {
    expect(screen(index, { names: ['Johnathan Brightwater'], kind: 'organisation' })).toEqual([]);
    expect(screen(index, { names: ['Grandvale Petrochemical'], kind: 'person' })).toEqual([]);
    expect(top(['Nimbus Testwind Thirteen'], 'person')?.entry.id).toBe('10006');
    expect(top(['Corvath Freight'], 'person')?.entry.id).toBe('test-os-0004');
  });

  it('uses the threshold given', () => {
    expect(screen(index, { names: ['Ahmed Musa'] }, 0.9)[0]?.entry.id).toBe('10004');
    expect(screen(index, { names: ['Chukwuemeka Balogun-Adeyami'] }, 0.99)).toEqual([]);
  });

  it('ignores empty and punctuation-only names', () => {
    expect(screen(index, { names: ['', ' - ', 'Mr'] })).toEqual([]);
  });
});

describe('a large list', () => {
  // Deterministic pseudo-random names (mulberry32), so failures reproduce.
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const rand = random(20240611);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const syllables = ['ka', 'lo', 'mi', 'dan', 'tor', 'vex', 'ru', 'bel', 'sha', 'no', 'qui', 'zen'];
  const word = (min: number, max: number): string => {
    const n = min + Math.floor(rand() * (max - min + 1));
    const w = Array.from({ length: n }, () => pick(syllables)).join('');
    return w[0]!.toUpperCase() + w.slice(1);
  };
  const firstNames = Array.from({ length: 300 }, () => word(2, 3));
  const suffixes = ['Ltd', 'Limited', 'Trading', 'Holdings', 'Plc', 'Enterprises', ''];

  const entries: SanctionsEntry[] = Array.from({ length: 10_000 }, (_, i) => {
    const person = rand() < 0.7;
    const name = person
      ? `${word(2, 4).toUpperCase()}, ${pick(firstNames)}${rand() < 0.5 ? ` ${pick(firstNames)}` : ''}`
      : `${word(2, 4)} ${word(2, 3)} ${pick(suffixes)}`.trim();
    const aliases = Array.from({ length: Math.floor(rand() * 3) }, () =>
      person ? `${pick(firstNames)} ${word(2, 4)}` : `${word(2, 4)} ${word(2, 3)}`,
    );
    return {
      source: 'opensanctions',
      id: `gen-${i}`,
      name,
      aliases,
      kind: person ? 'person' : 'organisation',
      programs: [],
      birthDates: [],
      countries: [],
      pep: false,
      list: 'Generated',
    };
  });
  const planted: SanctionsEntry = {
    ...entries[0]!,
    id: 'planted',
    name: 'BALOGUN-ADEYEMI, Chukwuemeka Obinna',
    aliases: [],
    kind: 'person',
  };
  entries.splice(6_543, 0, planted);

  /** Every listed name scored against every query variant: what the index must reproduce. */
  function bruteForce(index: ScreeningIndex, names: string[]): Map<string, number> {
    const best = new Map<string, number>();
    for (const q of names) {
      for (const tokens of nameVariants(q)) {
        for (const n of index.names) {
          const score = scoreTokens(tokens, n.tokens, 0.92);
          const id = index.entries[n.entry]!.id;
          if (score !== null && score > (best.get(id) ?? -1)) best.set(id, score);
        }
      }
    }
    return best;
  }

  it('finds the same hits as comparing every name, and prints how long it takes', () => {
    let started = performance.now();
    const index = buildScreeningIndex(entries);
    const buildMs = performance.now() - started;

    const queries = [
      ['Chukwuemeka Balogun-Adeyami', 'Emeka Balogun', 'Balogun Adeyemi Ventures Ltd'],
      [entries[10]!.name, entries[20]!.aliases[0] ?? 'No Alias Here'],
      [entries[9_999]!.name.replace(/a/i, 'e'), 'Kalomi Dantor'],
    ];
    const timings: number[] = [];
    for (const names of queries) {
      started = performance.now();
      const hits = screen(index, { names });
      timings.push(performance.now() - started);

      const expected = bruteForce(index, names);
      const top = [...expected.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
      expect(hits.map((h) => h.score)).toEqual(top.map(([, score]) => score));
      if (expected.size <= 10) {
        expect(new Set(hits.map((h) => h.entry.id))).toEqual(new Set(expected.keys()));
      }
    }
    expect(screen(index, { names: queries[0]! })[0]?.entry.id).toBe('planted');
    expect(screen(index, { names: [entries[10]!.name] })[0]?.entry.id).toBe('gen-10');

    // The first calls run before the JIT has warmed up; later ones are the steady state.
    const warm = queries.map((names) => {
      const t = performance.now();
      screen(index, { names });
      return performance.now() - t;
    });
    const ms = (list: number[]) => list.map((t) => t.toFixed(1)).join(' / ');
    console.log(
      `sanctions index: ${entries.length} entries, ${index.names.length} names, ` +
        `${index.postings.size} distinct tokens, built in ${buildMs.toFixed(0)} ms; screening ` +
        `${queries.map((q) => q.length).join('/')} names took ${ms(timings)} ms cold, ` +
        `${ms(warm)} ms warm`,
    );
  });
});
