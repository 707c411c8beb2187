/**
 * Members ready to submit their KYC, seeded straight through the data layer as bench/api/seed.ts
 * does: e-mail verified, the fee paid (a confirmed transaction, status KYC_IN_PROGRESS, where the
 * lifecycle's fee_paid step leaves them) and a live session. Everything after that — the uploads,
 * the submission, its checks — goes through the real HTTP API and job queue.
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../../apps/api/src/config.js';
import type { Db } from '../../apps/api/src/db/database.js';
import { createKeyProvider } from '../../apps/api/src/adapters/factories.js';
import { ColumnCipher } from '../../apps/api/src/lib/column-cipher.js';
import { PiiCipher } from '../../apps/api/src/lib/crypto.js';
import { hashPassword } from '../../apps/api/src/modules/auth/index.js';
import { memberPii, newUserRow } from '../../apps/api/src/modules/users/index.js';
import { BENCH_PASSWORD, member, openSessions } from '../api/seed.js';

export interface PaidMember {
  id: string;
  token: string;
}

export async function seedPaidMembers(
  db: Db,
  config: Pick<Config, 'piiKey' | 'blindIndexKey' | 'jwtSecret' | 'masterKeys'>,
  n: number,
): Promise<PaidMember[]> {
  const cipher = new PiiCipher(config.piiKey);
  const columns = new ColumnCipher(createKeyProvider(config.masterKeys), cipher);
  const pii = memberPii(cipher, config.blindIndexKey, columns);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const at = new Date(Date.now() - 3_600_000).toISOString();
  const ids: string[] = [];
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < n; i++) {
      const m = member(i);
      // The passport page the bench uploads is Adaeze Okafor's (born 14-03-1992): the MRZ and
      // identity checks compare it with these details, as they would a real member's.
      const row = newUserRow(
        {
          email: m.email,
          passwordHash,
          firstName: 'Adaeze',
          lastName: 'Okafor',
          phone: m.phone,
          whatsapp: m.whatsapp,
          wechatId: null,
          wechatName: null,
          gender: 'female',
          dob: '14-03-1992',
          country: 'nigeria',
          role: 'member',
          ip: null,
        },
        pii,
      );
      await tx
        .insertInto('users')
        .values(
          columns.seal('users', row.id, {
            ...row,
            status: 'KYC_IN_PROGRESS' as 'EMAIL_VERIFICATION',
            email_verified_at: at,
          }),
        )
        .execute();
      await tx
        .insertInto('transactions')
        .values({
          id: randomUUID(),
          user_id: row.id,
          ref_number: `BENCH-${randomUUID()}`,
          amount_kobo: 500_000,
          currency: 'NGN',
          reason: 'KYC verification fee',
          payment_type: 'card',
          status: 'paid',
          provider: 'flutterwave',
          provider_tx_id: String(1_000_000 + i),
          paid_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      ids.push(row.id);
    }
  });
  const tokens = await openSessions(db, config.jwtSecret, columns, ids);
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}
