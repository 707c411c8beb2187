import { randomUUID } from 'node:crypto';
import {
  BIOMETRIC_CONSENT_VERSION,
  TERMS_VERSION,
  type ConsentKind,
  type ConsentRecord,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** What a member agreed to, and when: one row per consent given (never updated). */
export function consentsRepository(db: Db) {
  return {
    async record(
      userId: string,
      kind: ConsentKind,
      version: string,
      _ip: string | null,
      executor: Db | Tx = db,
    ): Promise<void> {
      await executor
        .insertInto('consents')
        // The address is not kept with the consent: account, version and time prove it, and one
        // personal value less is one less to protect at rest (decision 0013).
        .values({ id: randomUUID(), user_id: userId, kind, version, given_at: nowIso(), ip: null })
        .execute();
    },
    async list(userId: string, executor: Db | Tx = db): Promise<ConsentRecord[]> {
      const rows = await executor
        .selectFrom('consents')
        .select(['kind', 'version', 'given_at'])
        .where('user_id', '=', userId)
        .orderBy('given_at', 'asc')
        .execute();
      return rows;
    },
  };
}

/** Records a consent at the version in force now (registration, KYC submission). */
export type RecordConsent = (userId: string, kind: ConsentKind, ip: string | null) => Promise<void>;
export function consentRecorder(db: Db): RecordConsent {
  const repo = consentsRepository(db);
  return (userId, kind, ip) =>
    repo.record(
      userId,
      kind,
      kind === 'terms_privacy' ? TERMS_VERSION : BIOMETRIC_CONSENT_VERSION,
      ip,
    );
}
