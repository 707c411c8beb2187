/**
 * Run as its own process by audit.test.ts: appends N audit entries at once to the database named
 * by DATABASE_URL, as one API instance under load would. Prints how many succeeded.
 */
import { createDb } from '../../src/db/database.js';
import { auditLog } from '../../src/modules/audit/index.js';
import { columnsFor } from './columns.js';

const url = process.env.DATABASE_URL!;
const db = createDb(
  url.startsWith('postgres') ? { kind: 'postgres', url } : { kind: 'sqlite', file: url },
);
// The entries carry no address: any master key does for the column cipher.
const log = auditLog(
  db,
  Buffer.from(process.env.AUDIT_KEY!, 'hex'),
  columnsFor(process.env.MASTER_KEYS ?? `k1:${'0'.repeat(64)}`),
);
const n = Number(process.env.APPENDS ?? 50);
const results = await Promise.allSettled(
  Array.from({ length: n }, (_, i) =>
    log.append(db, {
      actorId: null,
      action: 'load.test',
      targetType: 'process',
      targetId: `${process.pid}:${i}`,
      ip: null,
    }),
  ),
);
const failed = results.filter((r) => r.status === 'rejected');
for (const f of failed.slice(0, 3)) console.error((f as PromiseRejectedResult).reason);
console.log(JSON.stringify({ ok: n - failed.length, failed: failed.length }));
await db.destroy();
