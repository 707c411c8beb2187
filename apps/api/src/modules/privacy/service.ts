import { randomUUID } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  DATA_REQUEST_DEADLINE_DAYS,
  EXPORT_LINK_HOURS,
  privacyMessages,
  type DataRequestItem,
  type MyDataSummary,
} from '@vouch/contracts';
import type { Mail } from '../../adapters/mail/mailer.js';
import { exportReadyMail } from '../../adapters/mail/privacy-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db, Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { localeOf } from '../../i18n/mail-text.js';
import { DAY, HOUR, nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { verifyPassword, type AuthContext } from '../auth/index.js';
import type { KycService } from '../kyc/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { SupportService } from '../support/index.js';
import { greetingNameOf, type MemberPii, type UserRow } from '../users/index.js';
import { consentsRepository } from './consents.js';
import { legalHolds } from './legal-holds.js';
import { retentionPolicy, type RetentionConfig } from './retention.js';

export interface PrivacyDeps {
  db: Db;
  storage: FileStorage;
  jobs: Jobs;
  audit: AuditLog;
  pii: MemberPii;
  lifecycle: Pick<Lifecycle, 'close'>;
  kyc: Pick<KycService, 'record'>;
  support: Pick<SupportService, 'mine'>;
  retention: RetentionConfig;
  appUrl: string;
  /** The businesses the member shared their verification with (issue 33: consent grants). */
  connectedBusinesses?: (userId: string) => Promise<unknown[]>;
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const count = (r: { n: number | string | bigint } | undefined) => Number(r?.n ?? 0);
const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY).toISOString();

/**
 * The member's own data (issue 16): consents, what we hold, a copy of it, closing the account
 * with erasure, and the retention purge. Erasure deletes rows and clears columns only; the
 * status change itself is the lifecycle's (modules/lifecycle close).
 */
export function privacyService(d: PrivacyDeps) {
  const consents = consentsRepository(d.db);
  const { db, storage } = d;

  async function countOf(q: Promise<{ n: number | string | bigint } | undefined>): Promise<number> {
    return count(await q);
  }

  /** Every submission's stored files, each stored object once (versions share carried files). */
  async function filesOf(userId: string) {
    const rows = await db
      .selectFrom('kyc_files as f')
      .innerJoin('kyc_submissions as s', 's.id', 'f.submission_id')
      .select(['f.id', 'f.kind', 'f.storage_key', 'f.content_type', 's.version'])
      .where('f.user_id', '=', userId)
      .orderBy('s.version', 'asc')
      .execute();
    const seen = new Set<string>();
    return rows.filter((r) => (seen.has(r.storage_key) ? false : seen.add(r.storage_key)));
  }

  /** Builds the ZIP: a JSON file per group plus the member's own images. */
  async function buildZip(user: UserRow): Promise<Uint8Array> {
    const auth: AuthContext = {
      user,
      sessionId: '',
      token: '',
      secondFactorAt: null,
      secondFactorEnrolled: false,
      seen: null,
      member: () => Promise.resolve(user),
    };
    const json = (v: unknown) => strToU8(JSON.stringify(v, null, 2));
    const submissions = (
      await db
        .selectFrom('kyc_submissions')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('version', 'asc')
        .execute()
    ).map((row) => d.pii.columns.open('kyc_submissions', row.id, row));
    const files = await filesOf(user.id);
    const images: Zippable = {};
    const fileList: { version: number; kind: string; file: string }[] = [];
    for (const [i, f] of files.entries()) {
      const bytes = await storage.get(f.storage_key);
      if (!bytes) continue;
      const name = `v${Number(f.version)}-${f.kind}-${i + 1}.${EXT[f.content_type] ?? 'bin'}`;
      images[name] = new Uint8Array(bytes);
      fileList.push({ version: Number(f.version), kind: f.kind, file: `images/${name}` });
    }
    const kyc = [];
    for (const s of submissions) {
      const r = await d.kyc.record(s);
      kyc.push({
        version: r.version,
        status: r.status,
        reason: r.reason,
        submitted_at: r.submitted_at,
        country: r.country,
        identity_type: r.identity_type,
        identity_number: r.identity_number,
        first_name: r.first_name,
        last_name: r.last_name,
        middle_name: r.middle_name,
        phone_number: r.phone_number,
        email_address: r.email_address,
        document_type: r.document_type,
        applicant_type: r.applicant_type,
        ...(r.applicant_type === 'business'
          ? { business_name: r.business_name, business_number: r.business_number }
          : {}),
        images: fileList.filter((f) => f.version === r.version).map((f) => f.file),
      });
    }
    const payments = await db
      .selectFrom('transactions')
      .select(['ref_number', 'amount_kobo', 'currency', 'reason', 'payment_type', 'status'])
      .select(['created_at', 'paid_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'asc')
      .execute();
    const wallets = await db
      .selectFrom('wallets')
      .select(['token', 'network', 'address', 'label', 'created_at'])
      .where('user_id', '=', user.id)
      .execute();
    // Which of the member's numbers each proof is of (the number itself is in the profile).
    const numberProofs = (
      await db
        .selectFrom('number_proofs')
        .select(['number_bidx', 'source', 'proven_at', 'held_until'])
        .where('user_id', '=', user.id)
        .execute()
    ).map((n) => ({
      number: [
        ...(n.number_bidx === user.phone_bidx ? ['phone_number'] : []),
        ...(n.number_bidx === user.whatsapp_bidx ? ['whatsapp_number'] : []),
      ],
      proven_by: n.source,
      proven_at: n.proven_at,
      joins_answer_at: n.held_until,
    }));
    const searches = await db
      .selectFrom('verification_lookups')
      .select(['search_by', 'created_at', 'found_user_id'])
      .where('searcher_id', '=', user.id)
      .orderBy('created_at', 'asc')
      .execute();
    const lookedUp = await countOf(
      db
        .selectFrom('verification_lookups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('found_user_id', '=', user.id)
        .where('searcher_id', '!=', user.id)
        .executeTakeFirst(),
    );
    const tickets = await d.support.mine(auth);
    const groups: Zippable = {
      'account.json': json({
        uuid: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email_address: user.email,
        phone_number: d.pii.decrypt(user.phone_enc),
        whatsapp_number: d.pii.decrypt(user.whatsapp_enc),
        wechat_id: user.wechat_id,
        wechat_name: user.wechat_name,
        gender: user.gender,
        dob: d.pii.decrypt(user.dob_enc),
        country: user.country,
        status: user.status,
        member_since: user.created_at,
        last_seen: user.last_seen,
        last_ip_address: user.last_ip_address,
        wallets,
        number_proofs: numberProofs,
      }),
      'kyc-submissions.json': json(kyc),
      'payments.json': json(
        payments.map((p) => ({
          ref_number: p.ref_number,
          amount: Number(p.amount_kobo) / 100,
          currency: p.currency,
          reason: p.reason,
          payment_type: p.payment_type,
          status: p.status,
          created_at: p.created_at,
          paid_at: p.paid_at,
        })),
      ),
      // Searches of others name what was searched by, not whom; being looked up is a count.
      'lookups.json': json({
        searches_you_made: searches.map((s) => ({
          at: s.created_at,
          search_by: s.search_by,
          found_a_verified_member: s.found_user_id !== null,
        })),
        times_you_were_looked_up: lookedUp,
      }),
      'tickets.json': json(tickets),
      'consents.json': json(await consents.list(user.id)),
      'connected-businesses.json': json((await d.connectedBusinesses?.(user.id)) ?? []),
      'README.txt': strToU8(
        `Your data held by Vouch, exported ${nowIso()}.\n\naccount.json: your profile and wallets\nkyc-submissions.json: your identity verification submissions; their images are in images/\npayments.json: your payments\nlookups.json: searches you made, and how many times others looked you up (never who)\ntickets.json: your support tickets\nconsents.json: what you agreed to, and when\nconnected-businesses.json: the businesses you shared your verification with, what and why, and when you stopped\n`,
      ),
      images,
    };
    return zipSync(groups, { level: 6 });
  }

  return {
    policy: () => retentionPolicy(d.retention),

    /** Admins: closed accounts' kept records, opened only with an audited reason. */
    legalHolds: legalHolds(d),

    async summary(auth: AuthContext): Promise<MyDataSummary> {
      const u = await auth.member();
      const n = (table: 'wallets' | 'kyc_submissions' | 'transactions' | 'support_tickets') =>
        countOf(
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', u.id)
            .executeTakeFirst(),
        );
      const latest = await db
        .selectFrom('kyc_submissions')
        .select('status')
        .where('user_id', '=', u.id)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      const exp = await db
        .selectFrom('data_requests')
        .select(['status', 'requested_at', 'expires_at'])
        .where('user_id', '=', u.id)
        .where('kind', '=', 'export')
        .orderBy('requested_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const expired =
        exp?.status === 'ready' && exp.expires_at !== null && exp.expires_at < nowIso();
      return {
        account: {
          uuid: u.id,
          email_address: u.email,
          name: `${u.first_name} ${u.last_name}`,
          member_since: u.created_at,
          status: u.status,
          wallets: await n('wallets'),
        },
        kyc: {
          submissions: await n('kyc_submissions'),
          files: (await filesOf(u.id)).length,
          latest_status: latest?.status ?? null,
        },
        payments: {
          count: await n('transactions'),
          // What Transactions lists (payments/repository.ts list): paid and failed only.
          listed: await countOf(
            db
              .selectFrom('transactions')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', u.id)
              .where('status', 'in', ['paid', 'failed'])
              .executeTakeFirst(),
          ),
        },
        lookups: {
          searches_made: await countOf(
            db
              .selectFrom('verification_lookups')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('searcher_id', '=', u.id)
              .executeTakeFirst(),
          ),
          looked_up_by_others: await countOf(
            db
              .selectFrom('verification_lookups')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('found_user_id', '=', u.id)
              .where('searcher_id', '!=', u.id)
              .executeTakeFirst(),
          ),
        },
        tickets: {
          count: await n('support_tickets'),
          messages: await countOf(
            db
              .selectFrom('ticket_messages as m')
              .innerJoin('support_tickets as t', 't.id', 'm.ticket_id')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('t.user_id', '=', u.id)
              .executeTakeFirst(),
          ),
        },
        consents: await consents.list(u.id),
        retention: retentionPolicy(d.retention),
        export: exp
          ? {
              status: expired ? 'expired' : exp.status,
              requested_at: exp.requested_at,
              expires_at: exp.expires_at,
            }
          : null,
      };
    },

    /** Queues the ZIP; one copy at a time. Audited. */
    async requestExport(auth: AuthContext, ip: string): Promise<void> {
      const open = await db
        .selectFrom('data_requests')
        .select('id')
        .where('user_id', '=', auth.user.id)
        .where('kind', '=', 'export')
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (open) throw new HttpError(409, privacyMessages.exportPending);
      const id = randomUUID();
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('data_requests')
          .values({
            id,
            user_id: auth.user.id,
            kind: 'export',
            status: 'open',
            requested_at: nowIso(),
            completed_at: null,
            storage_key: null,
            token_hash: null,
            expires_at: null,
            used_at: null,
          })
          .execute();
        await d.jobs.send(tx, 'privacy-export', { requestId: id });
        await d.audit.append(tx, {
          actorId: auth.user.id,
          action: 'privacy.export_requested',
          targetType: 'data_request',
          targetId: id,
          ip,
          details: {},
        });
      });
      d.jobs.kick();
    },

    /** The job: builds the ZIP, stores it (encrypted by the file store), mails a one-time link. */
    async runExport(requestId: string): Promise<void> {
      const req = await db
        .selectFrom('data_requests')
        .selectAll()
        .where('id', '=', requestId)
        .executeTakeFirst();
      if (!req || req.status !== 'open') return;
      const sealed = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', req.user_id)
        .executeTakeFirst();
      const user = sealed && d.pii.columns.open('users', sealed.id, sealed);
      if (!user || user.status === 'CLOSED') {
        await db
          .updateTable('data_requests')
          .set({ status: 'failed', completed_at: nowIso() })
          .where('id', '=', requestId)
          .execute();
        return;
      }
      const zip = await buildZip(user);
      const key = `exports/${user.id}/${requestId}.zip`;
      await storage.put(key, Buffer.from(zip), 'application/zip');
      const token = randomToken();
      const url = `${d.appUrl}/your-data/download?token=${token}`;
      const mail: Mail = exportReadyMail(
        user.email,
        greetingNameOf(user),
        url,
        localeOf(user.preferred_language),
      );
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('data_requests')
          .set({
            status: 'ready',
            completed_at: nowIso(),
            storage_key: key,
            token_hash: sha256(token),
            expires_at: new Date(Date.now() + EXPORT_LINK_HOURS * HOUR).toISOString(),
          })
          .where('id', '=', requestId)
          .execute();
        // Sealed like every queued mail: it carries the address and the one-time link.
        await d.jobs.send(tx, 'mail', sealMail(d.pii.columns, mail));
        await d.audit.append(tx, {
          actorId: null,
          action: 'privacy.export_ready',
          targetType: 'data_request',
          targetId: requestId,
          ip: null,
          details: { user_id: user.id, bytes: zip.length },
        });
      });
      d.jobs.kick();
    },

    /**
     * The ZIP, once, to the member it was made for, within 24 hours. Any other case reads the
     * same (expired, used, someone else's). The stored copy is deleted as it is handed over.
     */
    async download(auth: AuthContext, token: string, ip: string): Promise<Buffer> {
      const invalid = () => new HttpError(404, privacyMessages.exportLinkInvalid);
      const req = await db
        .selectFrom('data_requests')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!req || req.user_id !== auth.user.id || req.used_at || !req.storage_key) throw invalid();
      if (!req.expires_at || req.expires_at < nowIso()) throw invalid();
      const claimed = await db
        .updateTable('data_requests')
        .set({ used_at: nowIso(), status: 'downloaded' })
        .where('id', '=', req.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
      const bytes = await storage.get(req.storage_key);
      await storage.delete(req.storage_key);
      await d.audit.append(db, {
        actorId: auth.user.id,
        action: 'privacy.export_download',
        targetType: 'data_request',
        targetId: req.id,
        ip,
        details: {},
      });
      if (!bytes) throw invalid();
      return bytes;
    },

    /**
     * Closes the member's account (password confirmed). What the law does not make us keep is
     * erased in the lifecycle's transaction; KYC records and payments stay, locked, until the
     * retention date, if there are any; with none, the whole account is deleted.
     */
    async close(auth: AuthContext, password: string, ip: string): Promise<void> {
      const u = await auth.member();
      if (!(await verifyPassword(u.password_hash, password)))
        throw badRequest(privacyMessages.passwordWrong, {
          password: privacyMessages.passwordWrong,
        });
      const exports = await db
        .selectFrom('data_requests')
        .select('storage_key')
        .where('user_id', '=', u.id)
        .where('storage_key', 'is not', null)
        .execute();
      const now = nowIso();
      const requestId = randomUUID();
      await d.lifecycle.close(u.id, { kind: 'member', id: u.id, ip }, async (tx) => {
        const kept =
          count(
            await tx
              .selectFrom('kyc_submissions')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', u.id)
              .executeTakeFirst(),
          ) +
          count(
            await tx
              .selectFrom('transactions')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', u.id)
              .where('status', '=', 'paid')
              .executeTakeFirst(),
          );
        await eraseMember(tx, u.id, d.pii);
        if (kept > 0) {
          await tx
            .insertInto('retention_holds')
            .values({
              user_id: u.id,
              reason: 'kyc_records',
              account_ended_at: now,
              purge_after: daysAfter(now, d.retention.kycRecordsDays),
            })
            .execute();
        } else {
          // Nothing the law makes us keep: the account row goes too (the rest cascades).
          await tx.deleteFrom('users').where('id', '=', u.id).execute();
        }
        await tx
          .insertInto('data_requests')
          .values({
            id: requestId,
            user_id: u.id,
            kind: 'erasure',
            status: 'done',
            requested_at: now,
            completed_at: now,
            storage_key: null,
            token_hash: null,
            expires_at: null,
            used_at: null,
          })
          .execute();
        await d.audit.append(tx, {
          actorId: u.id,
          action: 'privacy.erasure',
          targetType: 'user',
          targetId: u.id,
          ip,
          details: { request_id: requestId, records_kept: kept > 0 },
        });
      });
      // Copies made for the member are theirs alone: gone with the account.
      for (const e of exports) if (e.storage_key) await storage.delete(e.storage_key);
    },

    /**
     * The scheduled purge (a repeating job): KYC records past their retention date, images of
     * rejected submissions, old searches, abandoned accounts and expired copies. Each removal is
     * audited. `now` lets tests move time.
     */
    async purge(now = new Date()): Promise<Record<string, number>> {
      const at = now.toISOString();
      const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
      const done = { held: 0, rejectedImages: 0, lookups: 0, abandoned: 0, exports: 0 };
      const system = { actorId: null, ip: null } as const;

      for (const h of await db
        .selectFrom('retention_holds')
        .selectAll()
        .where('purge_after', '<=', at)
        .execute()) {
        const keys = await storedKeysOf(h.user_id);
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom('users').where('id', '=', h.user_id).execute();
          await tx.deleteFrom('retention_holds').where('user_id', '=', h.user_id).execute();
          await d.audit.append(tx, {
            ...system,
            action: 'privacy.purge',
            targetType: 'user',
            targetId: h.user_id,
            details: { reason: h.reason, files: keys.length, ended_at: h.account_ended_at },
          });
        });
        for (const k of keys) await storage.delete(k);
        done.held += 1;
      }

      // Images of rejected versions decided long ago, unless a later version carried them over.
      const stale = await db
        .selectFrom('kyc_files as f')
        .innerJoin('kyc_submissions as s', 's.id', 'f.submission_id')
        .select(['f.id', 'f.storage_key', 'f.submission_id'])
        .where('s.status', '=', 'REJECTED')
        .where('s.decided_at', '<', before(d.retention.rejectedImagesDays))
        .where('f.kind', '!=', 'lookup_portrait')
        .execute();
      if (stale.length > 0) {
        const staleIds = new Set(stale.map((f) => f.id));
        const users = await db
          .selectFrom('kyc_files')
          .select(['id', 'storage_key'])
          .where(
            'storage_key',
            'in',
            stale.map((f) => f.storage_key),
          )
          .execute();
        const sharedKeys = new Set(
          users.filter((u) => !staleIds.has(u.id)).map((u) => u.storage_key),
        );
        const submissions = new Set<string>();
        for (const f of stale) {
          await db.deleteFrom('kyc_files').where('id', '=', f.id).execute();
          if (!sharedKeys.has(f.storage_key)) await storage.delete(f.storage_key);
          submissions.add(f.submission_id);
          done.rejectedImages += 1;
        }
        for (const s of submissions)
          await d.audit.append(db, {
            ...system,
            action: 'privacy.purge_rejected_images',
            targetType: 'kyc_submission',
            targetId: s,
            details: {},
          });
      }

      const lookups = await db
        .deleteFrom('verification_lookups')
        .where('created_at', '<', before(d.retention.lookupsDays))
        .executeTakeFirst();
      done.lookups = Number(lookups.numDeletedRows);
      if (done.lookups > 0)
        await d.audit.append(db, {
          ...system,
          action: 'privacy.purge_lookups',
          targetType: 'verification_lookups',
          targetId: null,
          details: { deleted: done.lookups },
        });

      // Sign-ups that never paid (and so never submitted anything) for the abandoned period.
      const abandoned = await db
        .selectFrom('users as u')
        .select('u.id')
        .where('u.role', '=', 'member')
        .where('u.status', 'in', ['EMAIL_VERIFICATION', 'KYC_REQUIREMENT'])
        .where('u.created_at', '<', before(d.retention.abandonedDays))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('transactions as t')
                .select('t.id')
                .whereRef('t.user_id', '=', 'u.id')
                .where('t.status', '=', 'paid'),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('kyc_submissions as s')
                .select('s.id')
                .whereRef('s.user_id', '=', 'u.id'),
            ),
          ),
        )
        .execute();
      for (const a of abandoned) {
        const keys = await storedKeysOf(a.id);
        await db.transaction().execute(async (tx) => {
          await tx
            .updateTable('verification_lookups')
            .set({ found_user_id: null })
            .where('found_user_id', '=', a.id)
            .execute();
          await tx.deleteFrom('verification_lookups').where('searcher_id', '=', a.id).execute();
          await tx.deleteFrom('users').where('id', '=', a.id).execute();
          await d.audit.append(tx, {
            ...system,
            action: 'privacy.purge_abandoned',
            targetType: 'user',
            targetId: a.id,
            details: {},
          });
        });
        for (const k of keys) await storage.delete(k);
        done.abandoned += 1;
      }

      for (const e of await db
        .selectFrom('data_requests')
        .select(['id', 'storage_key'])
        .where('kind', '=', 'export')
        .where('status', '=', 'ready')
        .where('expires_at', '<', at)
        .execute()) {
        if (e.storage_key) await storage.delete(e.storage_key);
        await db
          .updateTable('data_requests')
          .set({ status: 'expired', storage_key: null })
          .where('id', '=', e.id)
          .execute();
        done.exports += 1;
      }
      return done;
    },

    /** Admins: data requests with their age against the one-month deadline, open first. */
    async requests(now = Date.now()): Promise<DataRequestItem[]> {
      const rows = await db
        .selectFrom('data_requests')
        .selectAll()
        .orderBy('requested_at', 'desc')
        .limit(200)
        .execute();
      return rows
        .map((r) => {
          const deadline = daysAfter(r.requested_at, DATA_REQUEST_DEADLINE_DAYS);
          const open = r.status === 'open';
          return {
            id: r.id,
            kind: r.kind,
            status: r.status,
            member_uuid: r.user_id,
            requested_at: r.requested_at,
            completed_at: r.completed_at,
            age_days: Math.floor((now - Date.parse(r.requested_at)) / DAY),
            deadline,
            overdue: open && Date.parse(deadline) < now,
          };
        })
        .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
    },
  };

  /**
   * Every stored object of a member: KYC files, lookup portraits, address documents, renewed
   * documents, copies.
   */
  async function storedKeysOf(userId: string): Promise<string[]> {
    const files = await db
      .selectFrom('kyc_files')
      .select('storage_key as key')
      .where('user_id', '=', userId)
      .execute();
    const portraits = await db
      .selectFrom('identity_lookups')
      .select('photo_key as key')
      .where('user_id', '=', userId)
      .where('photo_key', 'is not', null)
      .execute();
    const addressDocuments = await db
      .selectFrom('address_proofs')
      .select('file_key as key')
      .where('user_id', '=', userId)
      .execute();
    const copies = await db
      .selectFrom('data_requests')
      .select('storage_key as key')
      .where('user_id', '=', userId)
      .where('storage_key', 'is not', null)
      .execute();
    // A renewed (or pending) document's page (issue 50); its selfie is a live capture frame.
    const renewals = await db
      .selectFrom('document_renewals')
      .select('document_key as key')
      .where('user_id', '=', userId)
      .where('document_key', 'is not', null)
      .execute();
    return [
      ...new Set(
        [...files, ...portraits, ...addressDocuments, ...copies, ...renewals].map((r) => r.key!),
      ),
    ];
  }
}

/**
 * Everything of a closing member that no law makes us keep: profile details, sessions, tokens,
 * second factors, wallets, number proofs and their codes, holds, tickets, searches (their own, and
 * their name in others'), face descriptors, profile changes and conflicts. KYC submissions, their
 * files and checks, identity lookups, payments and
 * consents stay (locked by the CLOSED status) until the retention date.
 */
async function eraseMember(tx: Tx, userId: string, pii: MemberPii): Promise<void> {
  const sealed = await tx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const user = pii.columns.open('users', userId, sealed);
  for (const table of [
    'sessions',
    'email_tokens',
    'wallet_challenges',
    'wallet_proofs',
    'wallets',
    'number_proofs',
    'number_proof_codes',
    'number_proof_invites',
    'identifier_holds',
    'support_tickets',
    'face_descriptors',
    'profile_changes',
    // Two-step verification (decision 0033): the app's secret, recovery codes and passkeys.
    'staff_totp',
    'staff_recovery_codes',
    'staff_passkeys',
  ] as const)
    await tx.deleteFrom(table).where('user_id', '=', userId).execute();
  await tx
    .deleteFrom('claim_conflicts')
    .where((eb) => eb.or([eb('claimant_id', '=', userId), eb('holder_id', '=', userId)]))
    .execute();
  await tx.deleteFrom('verification_lookups').where('searcher_id', '=', userId).execute();
  await tx
    .updateTable('verification_lookups')
    .set({ found_user_id: null })
    .where('found_user_id', '=', userId)
    .execute();
  // Sign-in codes belong to the address, not the row (decision 0053).
  await tx.deleteFrom('email_codes').where('email_bidx', '=', pii.emailIndex(user.email)).execute();
  // The dev outbox (development only) keeps copies of mail sent to the address.
  await tx.deleteFrom('dev_outbox').where('to_address', '=', user.email).execute();
  // The row stays while KYC records refer to it; its details do not.
  const erasedEmail = `closed-${userId}@erased.invalid`;
  await tx
    .updateTable('users')
    .set({
      // Still sealed to the row (decision 0013), like every value of these columns.
      ...pii.columns.seal('users', userId, { email: erasedEmail, first_name: '', last_name: '' }),
      email_bidx: pii.emailIndex(erasedEmail),
      password_hash: 'erased',
      phone_enc: '',
      phone_bidx: `erased-${userId}`,
      whatsapp_enc: '',
      whatsapp_bidx: `erased-${userId}`,
      wechat_id: null,
      wechat_id_norm: null,
      wechat_name: null,
      gender: '',
      dob_enc: '',
      country: '',
      profile_image: null,
      last_seen: null,
      last_ip_address: null,
      second_factor_since: null,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

export type PrivacyService = ReturnType<typeof privacyService>;
