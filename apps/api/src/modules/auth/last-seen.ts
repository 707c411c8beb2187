import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';

/** How often the members seen since the last write are written. */
export const LAST_SEEN_FLUSH_MS = 2000;

/**
 * Members written in one transaction: on SQLite it runs in one go (a few hundred µs for this
 * many), and other requests get their turn between two.
 */
export const LAST_SEEN_PER_TRANSACTION = 200;

/** One member's note; compiled once (a third of a busy minute's requests write one). */
const noteSeen = preparedQuery<{ id: string; at: string; ip: string }, never>((executor, param) =>
  executor
    .updateTable('users')
    .set({ last_seen: param('at'), last_ip_address: param('ip') })
    .where('id', '=', param('id'))
    .where('status', '!=', 'CLOSED'),
);

/**
 * Last Seen and the last IP address (spec 2), written behind: a request notes its member here
 * and goes on; the notes are written together every LAST_SEEN_FLUSH_MS and when the process
 * stops. It was a commit of its own on up to one request in three of a busy minute (decision
 * 0022). A crash loses at most the last two seconds of "last seen", which is no state of the
 * member's verification; a member closed in between is never written again (their erasure holds).
 */
export function lastSeenWriter(db: Db, cols: ColumnCipher, log?: (err: unknown) => void) {
  let pending = new Map<string, { at: string; ip: string }>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, { at: string; ip: string }>) {
    const notes = [...batch];
    for (let i = 0; i < notes.length; i += LAST_SEEN_PER_TRANSACTION) {
      if (i > 0) await nextTurn();
      await noteSeen.executeMany(
        db,
        notes.slice(i, i + LAST_SEEN_PER_TRANSACTION).map(([id, { at, ip }]) => ({
          id,
          at,
          ip: cols.encrypt(ip, { table: 'users', column: 'last_ip_address', id }),
        })),
      );
    }
  }

  function flush(): Promise<void> {
    if (pending.size > 0) {
      const batch = pending;
      pending = new Map();
      // One write at a time, in order: a later note never lands before an earlier one.
      writing = writing.then(() => write(batch)).catch((err: unknown) => log?.(err));
    }
    return writing;
  }

  const timer = setInterval(() => void flush(), LAST_SEEN_FLUSH_MS);
  timer.unref();

  return {
    note(userId: string, at: string, ip: string) {
      pending.set(userId, { at, ip });
    },
    /** Writes what is noted now (tests; the process stopping). */
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
