import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  apiKeyHint,
  apiKeyScopes,
  businessMessages,
  createApiKeySchema,
  rollOverlapMs,
  type ApiKeyInfo,
  type ApiKeyScope,
  type ApiKeyStatus,
  type ApiMode,
  type CreateApiKeyPayload,
  type CreatedApiKey,
  type RollOverlap,
} from '@vouch/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import type { ApiKeysTable } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { isoAfter, nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import type { Actor } from '../lifecycle/index.js';
import {
  businessAudit,
  lockOrganisation,
  MAX_KEYS_PER_MODE,
  prefixedId,
  requireRole,
  type ApiKeyAuth,
  type BusinessDeps,
} from './context.js';
import { hashApiKey, newApiKey, parseApiKey, sameHash } from './key-format.js';
import { requireTeamSecondFactor } from './team-factor.js';

/** How often the keys used since the last write get their last_used_at (as Last Seen does). */
export const LAST_USED_FLUSH_MS = 2000;

const statusOf = (k: Pick<ApiKeysTable, 'revoked_at' | 'expires_at'>, now: string): ApiKeyStatus =>
  k.revoked_at
    ? 'revoked'
    : k.expires_at === null
      ? 'active'
      : k.expires_at > now
        ? 'expiring'
        : 'expired';

/** The one read of every business request: the key by its hash (unique index). */
const keyByHash = preparedQuery<
  { hash: string },
  Pick<
    ApiKeysTable,
    'id' | 'organisation_id' | 'mode' | 'scopes' | 'key_hash' | 'expires_at' | 'revoked_at'
  >
>((executor, param) =>
  executor
    .selectFrom('api_keys')
    .select(['id', 'organisation_id', 'mode', 'scopes', 'key_hash', 'expires_at', 'revoked_at'])
    .where('key_hash', '=', param('hash')),
);

const noteUsed = preparedQuery<{ id: string; at: string }, never>((executor, param) =>
  executor
    .updateTable('api_keys')
    .set({ last_used_at: param('at') })
    .where('id', '=', param('id')),
);

/** Why a key was refused (the 401's detail): the same words for malformed and unknown. */
export type KeyRefusal = 'missing' | 'invalid' | 'revoked' | 'expired';

/**
 * API keys (issue 32, item 3): shown once, only a keyed hash kept; revoked at once; rolled with
 * an overlap the owner picks. The business API authenticates with `authenticate`: shape and
 * checksum first (a malformed key never reaches the database), then one indexed read; the
 * last-used time is written behind, in batches, so the hot path stays that one read.
 */
export function keysService(d: BusinessDeps, log?: (err: unknown) => void) {
  const audit = businessAudit(d);
  let used = new Map<string, string>();
  let writing: Promise<void> = Promise.resolve();

  async function writeUsed(batch: Map<string, string>) {
    const notes = [...batch].map(([id, at]) => ({ id, at }));
    for (let i = 0; i < notes.length; i += 200) {
      if (i > 0) await nextTurn();
      await noteUsed.executeMany(d.db, notes.slice(i, i + 200));
    }
  }
  function flush(): Promise<void> {
    if (used.size > 0) {
      const batch = used;
      used = new Map();
      writing = writing.then(() => writeUsed(batch)).catch((err: unknown) => log?.(err));
    }
    return writing;
  }
  const timer = setInterval(() => void flush(), LAST_USED_FLUSH_MS);
  timer.unref();

  async function rowOf(executor: Db | Tx, organisationId: string, keyId: string) {
    const k = await executor
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', keyId)
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    if (!k) throw new HttpError(404, businessMessages.noSuchKey);
    return k;
  }

  function present(k: ApiKeysTable, createdBy: string | null, now = nowIso()): ApiKeyInfo {
    return {
      id: k.id,
      name: k.name,
      mode: k.mode,
      scopes: k.scopes.split(',') as ApiKeyScope[],
      hint: k.hint,
      status: statusOf(k, now),
      created_at: k.created_at,
      created_by: createdBy,
      last_used_at: k.last_used_at,
      expires_at: k.expires_at,
      revoked_at: k.revoked_at,
    };
  }

  /** A new key row in `tx`; the secret is returned here and never again. */
  async function issue(
    tx: Tx,
    organisationId: string,
    v: { name: string; mode: ApiMode; scopes: ApiKeyScope[] },
    createdBy: string,
  ): Promise<{ row: ApiKeysTable; key: string }> {
    const key = newApiKey(v.mode);
    const row: ApiKeysTable = {
      id: prefixedId('key'),
      organisation_id: organisationId,
      mode: v.mode,
      name: v.name,
      scopes: v.scopes.join(','),
      key_hash: hashApiKey(d.hashKey, key),
      hint: apiKeyHint(key),
      created_by: createdBy,
      created_at: nowIso(),
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
      rolled_to: null,
    };
    await tx.insertInto('api_keys').values(row).execute();
    return { row, key };
  }

  /** Live keys only for an organisation an admin approved for live mode. */
  async function requireLive(tx: Tx, organisationId: string) {
    const o = await tx
      .selectFrom('organisations')
      .select('live_status')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    if (o.live_status !== 'approved') throw new HttpError(403, businessMessages.liveNotApproved);
  }

  /** At most MAX_KEYS_PER_MODE keys in use (neither revoked, ended nor rolled) per mode. */
  async function requireRoomForKey(tx: Tx, organisationId: string, mode: ApiMode) {
    await lockOrganisation(tx, organisationId);
    const now = nowIso();
    const r = await tx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organisation_id', '=', organisationId)
      .where('mode', '=', mode)
      .where('revoked_at', 'is', null)
      .where('rolled_to', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    if (Number(r.n) >= MAX_KEYS_PER_MODE)
      throw new HttpError(409, businessMessages.tooManyKeys(MAX_KEYS_PER_MODE, mode));
  }

  const actorOf = (auth: AuthContext, ip: string | null): Actor => ({
    kind: 'member',
    id: auth.user.id,
    ip,
  });

  return {
    async create(
      auth: AuthContext,
      organisationId: string,
      p: z.output<typeof createApiKeySchema> | CreateApiKeyPayload,
      ip: string | null,
    ): Promise<CreatedApiKey> {
      const v = createApiKeySchema.parse(p);
      const me = await auth.member();
      return d.db.transaction().execute(async (tx) => {
        await requireRole(tx, organisationId, auth.user.id, 'keys');
        if (v.mode === 'live') await requireLive(tx, organisationId);
        await requireTeamSecondFactor(tx, auth, organisationId, { live: v.mode === 'live' });
        await requireRoomForKey(tx, organisationId, v.mode);
        const { row, key } = await issue(tx, organisationId, v, auth.user.id);
        await audit(
          tx,
          actorOf(auth, ip),
          'business.key_created',
          {
            type: 'api_key',
            id: row.id,
          },
          { organisation_id: organisationId, mode: v.mode, scopes: row.scopes },
        );
        return { ...present(row, me.email), key };
      });
    },

    async list(auth: AuthContext, organisationId: string): Promise<ApiKeyInfo[]> {
      await requireRole(d.db, organisationId, auth.user.id, 'read');
      const rows = await d.db
        .selectFrom('api_keys as k')
        .leftJoin('users as u', 'u.id', 'k.created_by')
        .selectAll('k')
        .select('u.email as creator_email')
        .where('k.organisation_id', '=', organisationId)
        .orderBy('k.created_at', 'desc')
        .execute();
      const now = nowIso();
      return rows.map(({ creator_email, ...k }) =>
        present(
          k,
          creator_email && k.created_by
            ? d.pii.columns.openValue('users', 'email', k.created_by, creator_email)
            : null,
          now,
        ),
      );
    },

    /** Stops the key at once: the next request with it gets 401. */
    async revoke(auth: AuthContext, organisationId: string, keyId: string, ip: string | null) {
      await d.db.transaction().execute(async (tx) => {
        await requireRole(tx, organisationId, auth.user.id, 'keys');
        const k = await rowOf(tx, organisationId, keyId);
        if (k.revoked_at) return;
        await tx
          .updateTable('api_keys')
          .set({ revoked_at: nowIso() })
          .where('id', '=', keyId)
          .execute();
        await audit(
          tx,
          actorOf(auth, ip),
          'business.key_revoked',
          {
            type: 'api_key',
            id: keyId,
          },
          { organisation_id: organisationId },
        );
      });
    },

    /**
     * What the key may do, changed in place (issue 47: keys were stuck with the scopes they were
     * made with); the secret stays. A live key's scopes need the team's second factor.
     */
    async changeScopes(
      auth: AuthContext,
      organisationId: string,
      keyId: string,
      scopes: ApiKeyScope[],
      ip: string | null,
    ): Promise<ApiKeyInfo> {
      const wanted = apiKeyScopes.filter((s) => scopes.includes(s));
      await d.db.transaction().execute(async (tx) => {
        await requireRole(tx, organisationId, auth.user.id, 'keys');
        const k = await rowOf(tx, organisationId, keyId);
        if (statusOf(k, nowIso()) !== 'active')
          throw new HttpError(409, businessMessages.keyAlreadyEnded);
        if (k.mode === 'live') await requireLive(tx, organisationId);
        await requireTeamSecondFactor(tx, auth, organisationId, { live: k.mode === 'live' });
        const next = wanted.join(',');
        if (next !== k.scopes) {
          await tx.updateTable('api_keys').set({ scopes: next }).where('id', '=', keyId).execute();
          await audit(
            tx,
            actorOf(auth, ip),
            'business.key_scopes_changed',
            { type: 'api_key', id: keyId },
            { organisation_id: organisationId, from: k.scopes, to: next },
          );
        }
      });
      // As the list shows it (with who made it).
      return (await this.list(auth, organisationId)).find((k) => k.id === keyId)!;
    },

    /**
     * A new key with the same name, mode and scopes; the old one keeps working for `overlap`
     * (none: it stops now), so a business can deploy the new key before the old one ends.
     */
    async roll(
      auth: AuthContext,
      organisationId: string,
      keyId: string,
      overlap: RollOverlap,
      ip: string | null,
    ): Promise<CreatedApiKey> {
      const me = await auth.member();
      return d.db.transaction().execute(async (tx) => {
        await requireRole(tx, organisationId, auth.user.id, 'keys');
        const old = await rowOf(tx, organisationId, keyId);
        if (statusOf(old, nowIso()) !== 'active')
          throw new HttpError(409, businessMessages.keyAlreadyEnded);
        if (old.mode === 'live') await requireLive(tx, organisationId);
        await requireTeamSecondFactor(tx, auth, organisationId, { live: old.mode === 'live' });
        const { row, key } = await issue(
          tx,
          organisationId,
          { name: old.name, mode: old.mode, scopes: old.scopes.split(',') as ApiKeyScope[] },
          auth.user.id,
        );
        await tx
          .updateTable('api_keys')
          .set({ expires_at: isoAfter(rollOverlapMs[overlap]), rolled_to: row.id })
          .where('id', '=', keyId)
          .execute();
        await audit(
          tx,
          actorOf(auth, ip),
          'business.key_rolled',
          {
            type: 'api_key',
            id: keyId,
          },
          { organisation_id: organisationId, new_key_id: row.id, overlap },
        );
        return { ...present(row, me.email), key };
      });
    },

    /**
     * The business API's check of a bearer key: the key when it is well formed, its checksum
     * holds, its hash is known and it is neither revoked nor past its end; else why not.
     */
    async authenticate(key: string | undefined): Promise<ApiKeyAuth | KeyRefusal> {
      if (!key) return 'missing';
      const mode = parseApiKey(key);
      if (!mode) return 'invalid';
      const hash = hashApiKey(d.hashKey, key);
      const k = await keyByHash.takeFirst(d.db, { hash });
      if (!k || k.mode !== mode || !sameHash(k.key_hash, hash)) return 'invalid';
      const now = nowIso();
      if (k.revoked_at) return 'revoked';
      if (k.expires_at !== null && k.expires_at <= now) return 'expired';
      used.set(k.id, now);
      return {
        keyId: k.id,
        organisationId: k.organisation_id,
        mode: k.mode,
        scopes: k.scopes.split(',') as ApiKeyScope[],
      };
    },

    /** Writes the last-used times noted so far (tests; the process stopping). */
    flushLastUsed: flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type KeysService = ReturnType<typeof keysService>;
