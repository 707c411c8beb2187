// Copies the SQLite write-ahead log into the database file from a thread of its own (see
// sqlite-checkpoints.ts and docs/decisions/0022). Plain JavaScript so it loads the same way
// under tsx, vitest and plain node.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { file, everyMs } = workerData;
const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);
// The same driver as the server's connection (decision 0004).
const SQLite = major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3');
const db = new SQLite(file);
// Never wait for a lock here: a checkpoint that finds the log busy is simply tried next time.
db.pragma('busy_timeout = 0');

const timer = setInterval(() => {
  try {
    // PASSIVE: copies what no reader still needs, never blocks the server's reads or writes.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // SQLITE_BUSY or a database being closed: the next turn tries again.
  }
}, everyMs);

parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
