import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { withStartupLock, type Db, type Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { loadSanctionsFile } from './sanctions/parse.js';
import { buildScreeningIndex, screen, type ScreeningHit } from './sanctions/screen.js';
import type { SanctionsEntry } from './sanctions/types.js';

export interface ListReport {
  path: string;
  status: 'loaded' | 'unchanged' | 'error';
  format?: string;
  entries?: number;
  skipped?: number;
  error?: string;
}

const BATCH = 500;
/** pg_advisory_xact_lock key of the sanctions lists ("sanc" in ASCII). */
const SANCTIONS_LOCK = 0x73616e63;

/** OFAC publishes aliases in alt.csv beside sdn.csv (test-sdn.csv → test-alt.csv): read it too. */
function ofacAltBeside(path: string): string | undefined {
  const name = basename(path);
  if (!/sdn/i.test(name)) return undefined;
  const alt = join(
    dirname(path),
    name.replace(/sdn/i, (m) => (m === 'SDN' ? 'ALT' : 'alt')),
  );
  return existsSync(alt) ? alt : undefined;
}

/** A list loaded or dropped, recorded (audit) in the transaction that changed it. */
export type ListChange = (
  trx: Tx,
  change: { action: 'loaded' | 'dropped'; listId: string; entries: number },
) => Promise<void>;

/**
 * The sanctions/PEP lists live in the database, not in each process's memory: `sanctions-reload`
 * (CLI) loads the operator's files once, and every app instance sees the new lists at its next
 * screening. A file is re-read only when its contents changed (sha256).
 */
export function sanctionsLists(db: Db, onChange?: ListChange) {
  async function loadOne(path: string, force: boolean): Promise<ListReport> {
    const alt = ofacAltBeside(path);
    const hash = createHash('sha256');
    try {
      hash.update(await readFile(path));
      if (alt) hash.update(await readFile(alt));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      return { path, status: 'error', error: `cannot read: ${code}` };
    }
    const sha256 = hash.digest('hex');
    const existing = await db
      .selectFrom('sanctions_lists')
      .select(['id', 'sha256', 'format', 'entry_count', 'skipped'])
      .where('path', '=', path)
      .executeTakeFirst();
    if (!force && existing?.sha256 === sha256) {
      return {
        path,
        status: 'unchanged',
        format: existing.format,
        entries: Number(existing.entry_count),
        skipped: Number(existing.skipped),
      };
    }
    let parsed;
    try {
      parsed = await loadSanctionsFile(path, { ofacAltPath: alt });
    } catch (err) {
      // Unreadable alt.csv beside a good sdn.csv: load the names without its aliases.
      if (!alt) return { path, status: 'error', error: (err as Error).message };
      try {
        parsed = await loadSanctionsFile(path);
      } catch (err2) {
        return { path, status: 'error', error: (err2 as Error).message };
      }
    }
    const id = randomUUID();
    // Instances starting together take turns; the one that waited sees the list loaded already.
    const loaded = await withStartupLock(db, SANCTIONS_LOCK, async (trx) => {
      const current = await trx
        .selectFrom('sanctions_lists')
        .select(['id', 'sha256'])
        .where('path', '=', path)
        .executeTakeFirst();
      if (!force && current?.sha256 === sha256) return false;
      if (current) {
        await trx.deleteFrom('sanctions_entries').where('list_id', '=', current.id).execute();
        await trx.deleteFrom('sanctions_lists').where('id', '=', current.id).execute();
      }
      await trx
        .insertInto('sanctions_lists')
        .values({
          id,
          path,
          format: parsed.format,
          sha256,
          entry_count: parsed.entries.length,
          skipped: parsed.skipped,
          loaded_at: nowIso(),
        })
        .execute();
      for (let i = 0; i < parsed.entries.length; i += BATCH) {
        await trx
          .insertInto('sanctions_entries')
          .values(
            parsed.entries
              .slice(i, i + BATCH)
              .map((e, j) => ({ list_id: id, seq: i + j, data: JSON.stringify(e) })),
          )
          .execute();
      }
      await onChange?.(trx, { action: 'loaded', listId: id, entries: parsed.entries.length });
      return true;
    });
    if (!loaded) return loadOne(path, false);
    return {
      path,
      status: 'loaded',
      format: parsed.format,
      entries: parsed.entries.length,
      skipped: parsed.skipped,
    };
  }

  return {
    /**
     * Loads the files (again only if changed, unless forced). With `replace`, lists not among them
     * are dropped: the CLI's reload says "these are the lists now"; a server start only adds.
     */
    async sync(
      paths: string[],
      opts: { force?: boolean; replace?: boolean } = {},
    ): Promise<ListReport[]> {
      const reports: ListReport[] = [];
      for (const p of paths) reports.push(await loadOne(p, opts.force ?? false));
      if (!opts.replace) return reports;
      const stale = await db
        .selectFrom('sanctions_lists')
        .select(['id', 'entry_count'])
        .where('path', 'not in', paths.length > 0 ? paths : [''])
        .execute();
      for (const s of stale) {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('sanctions_entries').where('list_id', '=', s.id).execute();
          await trx.deleteFrom('sanctions_lists').where('id', '=', s.id).execute();
          await onChange?.(trx, {
            action: 'dropped',
            listId: s.id,
            entries: Number(s.entry_count),
          });
        });
      }
      return reports;
    },
  };
}

export interface LoadedIndex {
  index: ReturnType<typeof buildScreeningIndex>;
  entries: number;
  lists: { path: string; format: string; entries: number; loaded_at: string }[];
}

export interface SanctionsScreener {
  /** The current lists as a screening index; null when none is loaded. */
  index(): Promise<LoadedIndex | null>;
  screen(
    index: LoadedIndex['index'],
    query: { names: string[]; kind?: 'person' | 'organisation' },
  ): ScreeningHit[];
}

/** Builds the in-memory index from the database, again only when the lists changed. */
export function sanctionsScreener(db: Db, threshold: number): SanctionsScreener {
  let cached: { key: string; value: LoadedIndex | null } | null = null;
  return {
    async index() {
      const lists = await db
        .selectFrom('sanctions_lists')
        .select(['id', 'path', 'format', 'entry_count', 'loaded_at', 'sha256'])
        .orderBy('path')
        .execute();
      const key = lists.map((l) => `${l.id}:${l.sha256}`).join('|');
      if (cached?.key === key) return cached.value;
      if (lists.length === 0) {
        cached = { key, value: null };
        return null;
      }
      const rows = await db
        .selectFrom('sanctions_entries')
        .select('data')
        .where(
          'list_id',
          'in',
          lists.map((l) => l.id),
        )
        .execute();
      const entries = rows.map((r) => JSON.parse(r.data) as SanctionsEntry);
      const value: LoadedIndex = {
        index: buildScreeningIndex(entries),
        entries: entries.length,
        lists: lists.map((l) => ({
          path: l.path,
          format: l.format,
          entries: Number(l.entry_count),
          loaded_at: l.loaded_at,
        })),
      };
      cached = { key, value };
      return value;
    },
    screen: (index, query) => screen(index, query, threshold),
  };
}
