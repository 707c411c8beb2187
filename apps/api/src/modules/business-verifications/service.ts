import {
  businessVerificationMessages,
  formatCacNumber,
  parseCacNumber,
  reviewReasons,
  type AddBusinessDocumentPayload,
  type BusinessVerification,
  type BusinessVerificationPage,
  type CreateBusinessVerificationPayload,
  type ListBusinessVerificationsQuery,
  type SessionClaim,
} from '@vouch/contracts';
import type { IdentityProvider, ListedIdNumber } from '../../adapters/identity/provider.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db, Tx } from '../../db/database.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { MINUTE, nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { prefixedId, Problem, type ApiKeyAuth } from '../business/index.js';
import type { SanctionsScreener } from '../checks/index.js';
import type { VerificationSessions } from '../verification-sessions/index.js';
import type { BusinessEvents } from '../webhooks/index.js';
import { businessDocuments, documentsOf, documentView, type DocumentAuthor } from './documents.js';
import { peopleReactions } from './people.js';
import {
  askRegistry,
  IdentityUnavailableError,
  screenPerson,
  type PersonToVerify,
  type RegistryFindings,
} from './registry.js';
import {
  findVerification,
  peopleOf,
  presenter,
  type PersonRow,
  type ScreeningHitView,
  type VerificationRow,
} from './store.js';
import { verificationTransitions } from './transition.js';

export interface BusinessVerificationDeps {
  db: Db;
  cipher: PiiCipher;
  audit: AuditLog;
  businessEvents: BusinessEvents;
  /** The configured registry (live mode). */
  identity: IdentityProvider;
  /** The documented sandbox registry: test mode never asks a real one (nor pays for it). */
  sandboxIdentity: IdentityProvider;
  screener: SanctionsScreener;
  /** Where the business's documents' pages are kept. */
  storage: FileStorage;
  /** Whether a member holds a NIN or BVN a registry lists (the kyc module's blind index). */
  idNumberHeld: (tx: Tx, memberId: string, id: ListedIdNumber) => Promise<boolean>;
  sessions: Pick<
    VerificationSessions,
    'create' | 'get' | 'cancel' | 'checkRedirect' | 'requireBalance' | 'urlOf' | 'onMoved'
  >;
}

/** The claims a person's link asks for: enough to tell it is them, and their tier. */
const PERSON_CLAIMS: SessionClaim[] = [
  'verified',
  'first_name',
  'last_name',
  'date_of_birth',
  'kyc_tier',
];
/** A person's link lasts the longest a session may (7 days); the business resends it after. */
const PERSON_LINK_SECONDS = 604_800;
/** An unreachable registry is asked again after 5, 10, 20… minutes, at most every 6 hours. */
const retryAfter = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 360) * MINUTE;

const cursorOf = (r: Pick<VerificationRow, 'created_at' | 'id'>) =>
  Buffer.from(`${r.created_at}|${r.id}`).toString('base64url');
function parseCursor(c: string): { at: string; id: string } {
  const [at, id] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^bv_[0-9A-Za-z]{22}$/.test(id) || Number.isNaN(Date.parse(at)))
    throw new Problem('invalid-request', 'cursor is not one this API gave.', {
      errors: { cursor: 'cursor is not one this API gave.' },
    });
  return { at, id };
}

/** `withOwn`: the console, where the team also reads its organisation's own verification. */
type Scope = Pick<ApiKeyAuth, 'organisationId' | 'mode'> & { withOwn?: boolean };

/** The key an organisation's own verification's links are made with: Vouch's, not a key of it. */
export const GO_LIVE_KEY = 'go-live';

/**
 * Business verifications (issue 49, decision 0055): the registry asked, the people linked, their
 * answers matched (people.ts), a reviewer's decision (review.ts). The status changes only in
 * transition.ts's `move`.
 */
export function businessVerifications(d: BusinessVerificationDeps) {
  const { db } = d;
  const t = verificationTransitions(d.businessEvents);
  const show = presenter(d.cipher, d.sessions.urlOf);
  const people = peopleReactions(d, t);
  d.sessions.onMoved(people.onSessionMoved);
  const documents = businessDocuments(d);

  const registryOf = (mode: VerificationRow['mode']) =>
    mode === 'test' ? d.sandboxIdentity : d.identity;

  async function answer(v: VerificationRow): Promise<BusinessVerification> {
    const [people, docs] = await Promise.all([peopleOf(db, v.id), documentsOf(db, v.id)]);
    return show.verification(v, people, docs.map(documentView));
  }

  /** One of the scope's verifications; its own going-live one only where the team reads it. */
  async function ofScope(scope: Scope, id: string): Promise<VerificationRow> {
    const v = /^bv_[0-9A-Za-z]{22}$/.test(id) ? await findVerification(db, id) : undefined;
    if (
      !v ||
      v.organisation_id !== scope.organisationId ||
      v.mode !== scope.mode ||
      (v.subject === 'organisation' && !scope.withOwn)
    )
      throw new Problem('not-found', businessVerificationMessages.notFound);
    return v;
  }

  /** A person's link: a session of the verification's organisation, asking who they are. */
  async function linkFor(key: ApiKeyAuth, v: VerificationRow, p: PersonRow): Promise<string> {
    const l = show.listed(p);
    const company = JSON.parse(v.registry ?? 'null')?.name ?? v.name;
    const s = await d.sessions.create(
      key,
      {
        reference: `${v.id}/${p.id}`,
        redirect_url: v.redirect_url ?? '',
        claims: PERSON_CLAIMS,
        purpose: (v.subject === 'organisation'
          ? `Confirm you are ${l.firstName} ${l.lastName} of ${company}, for its Vouch business account`
          : `Confirm you are ${l.firstName} ${l.lastName} of ${company}`
        ).slice(0, 200),
        expires_in: PERSON_LINK_SECONDS,
      },
      {
        toVouch: !v.redirect_url,
        feePayer: v.subject === 'organisation' ? 'member' : 'organisation',
      },
    );
    return s.id;
  }

  /**
   * Links for every person who has none yet, each written with its session. A balance that runs
   * out on the way leaves the rest without links (the answer shows which): the business funds
   * it and resends them.
   */
  async function linkPeople(
    key: ApiKeyAuth,
    v: VerificationRow,
    /** Links made after the answer to the business's request (a registry back, a reviewer's
     * `continue`): each person's is told as `business_verification.person_updated`. */
    { tell = false } = {},
  ): Promise<void> {
    for (const p of await peopleOf(db, v.id)) {
      if (p.session_id || p.status !== 'pending') continue;
      let sessionId: string;
      try {
        sessionId = await linkFor(key, v, p);
      } catch (err) {
        if (err instanceof Problem && err.slug === 'balance-too-low') return;
        throw err;
      }
      await db.transaction().execute(async (tx) => {
        const r = await tx
          .updateTable('business_verification_people')
          .set({ session_id: sessionId, updated_at: nowIso() })
          .where('id', '=', p.id)
          .where('session_id', 'is', null)
          .executeTakeFirst();
        if (tell && Number(r.numUpdatedRows) === 1)
          await t.personUpdated(tx, v, { id: p.id, status: 'pending' });
      });
    }
  }

  async function insertPeople(tx: Tx, v: VerificationRow, list: PersonToVerify[], from: number) {
    const now = nowIso();
    let position = from;
    for (const p of list)
      await tx
        .insertInto('business_verification_people')
        .values({
          id: prefixedId('bvp'),
          verification_id: v.id,
          position: position++,
          person_enc: d.cipher.encrypt(JSON.stringify(p.listed)),
          roles: p.roles.join(','),
          share_percent: p.sharePercent ?? null,
          source: p.source,
          status: 'pending',
          session_id: null,
          member_id: null,
          kyc_tier: null,
          screening: p.screening,
          screening_hits: p.hits.length > 0 ? JSON.stringify(p.hits) : null,
          mismatch: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
  }

  /**
   * The registry's findings written: its record and people, the entity's screening, and, when a
   * reason stops it, the move to a reviewer (no links are sent for a business a person must
   * judge first). Returns whether the people are to be linked.
   */
  async function record(tx: Tx, v: VerificationRow, f: RegistryFindings) {
    const existing = await peopleOf(tx, v.id);
    const reasons = [...f.reasons];
    // Found, but nobody to ask: the registry listed no one and the business added no one.
    if (f.lookup === 'found' && f.people.length === 0 && existing.length === 0)
      reasons.push(reviewReasons.nobodyListed(v.registration));
    // The business's own people were screened when it sent them.
    for (const p of existing) {
      const hit = p.screening_hits
        ? (JSON.parse(p.screening_hits) as ScreeningHitView[])[0]
        : undefined;
      const l = show.listed(p);
      if (hit) reasons.push(reviewReasons.personListed(`${l.firstName} ${l.lastName}`, hit.list));
    }
    await tx
      .updateTable('business_verifications')
      .set({
        registry_lookup: f.lookup,
        registry: f.record ? JSON.stringify(f.record) : null,
        name_matches: f.nameMatches === null ? null : f.nameMatches ? 1 : 0,
        screening: f.screening,
        screening_hits: f.hits.length > 0 ? JSON.stringify(f.hits) : null,
        review_reasons: JSON.stringify(reasons),
        next_lookup_at: null,
        updated_at: nowIso(),
      })
      .where('id', '=', v.id)
      .execute();
    await insertPeople(tx, v, f.people, existing.length);
    const after = (await findVerification(tx, v.id))!;
    if (reasons.length > 0) {
      await t.move(tx, after, 'in_review');
      return false;
    }
    return true;
  }

  /**
   * A person's link again: the old one cancelled if still open, a new one in its place
   * (after a mismatch, a link that ended, or one the person lost).
   */
  async function resend(
    key: ApiKeyAuth,
    id: string,
    personId: string,
  ): Promise<BusinessVerification> {
    const v = await ofScope({ ...key, withOwn: key.keyId === GO_LIVE_KEY }, id);
    if (v.status !== 'pending_people' || v.registry_lookup !== 'found')
      throw new Problem('conflict', businessVerificationMessages.notPending);
    const p = (await peopleOf(db, v.id)).find((x) => x.id === personId);
    if (!p) throw new Problem('not-found', businessVerificationMessages.personNotFound);
    if (p.status === 'verified')
      throw new Problem('conflict', businessVerificationMessages.personDone);
    const old = p.session_id;
    if (old) {
      // A person partway through KYC keeps their link: a new one would throw their work away.
      const s = await d.sessions.get(key, old).catch(() => null);
      if (p.status === 'pending' && (s?.status === 'in_progress' || s?.status === 'submitted'))
        throw new Problem('conflict', businessVerificationMessages.personVerifying);
      if (s?.status === 'created' || s?.status === 'opened')
        await d.sessions.cancel(key, old).catch((err: unknown) => {
          if (!(err instanceof Problem)) throw err;
        });
    }
    const sessionId = await linkFor(key, v, p);
    await db.transaction().execute(async (tx) => {
      // The person as the cancel left them (not_completed), unless they verified meanwhile.
      let q = tx
        .updateTable('business_verification_people')
        .set({
          status: 'pending',
          session_id: sessionId,
          mismatch: null,
          member_id: null,
          updated_at: nowIso(),
        })
        .where('id', '=', p.id)
        .where('status', '!=', 'verified');
      q = old ? q.where('session_id', '=', old) : q.where('session_id', 'is', null);
      const r = await q.executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1)
        throw new Problem('conflict', businessVerificationMessages.personDone);
      await t.personUpdated(tx, v, { id: p.id, status: 'pending' });
    });
    return answer(v);
  }

  /**
   * A verification begun: the registry asked (an unreachable one is asked again later), the
   * row and its first event written, the people linked unless a reviewer must look first.
   */
  async function open(
    key: ApiKeyAuth,
    o: {
      subject: VerificationRow['subject'];
      registration: string;
      name: string;
      redirect: string | null;
    },
    added: PersonToVerify[],
    inTx?: (tx: Tx, v: VerificationRow) => Promise<void>,
  ): Promise<VerificationRow> {
    const n = parseCacNumber(o.registration)!;
    const registration = formatCacNumber(n.kind!, n.digits);
    let findings: RegistryFindings | null = null;
    try {
      findings = await askRegistry(registryOf(key.mode), d.screener, registration, o.name);
    } catch (err) {
      if (!(err instanceof IdentityUnavailableError)) throw err;
    }
    const now = nowIso();
    const row: VerificationRow = {
      id: prefixedId('bv'),
      organisation_id: key.organisationId,
      mode: key.mode,
      key_id: key.keyId,
      subject: o.subject,
      registration,
      name: o.name.trim(),
      redirect_url: o.redirect,
      registry_lookup: 'unreachable',
      registry: null,
      name_matches: null,
      screening: 'not_run',
      screening_hits: null,
      review_reasons: '[]',
      status: 'pending_people',
      decision_reason: null,
      decided_by: null,
      decided_at: null,
      lookup_attempts: findings ? 0 : 1,
      next_lookup_at: findings ? null : new Date(Date.now() + retryAfter(1)).toISOString(),
      created_at: now,
      updated_at: now,
    };
    const link = await db.transaction().execute(async (tx) => {
      await tx.insertInto('business_verifications').values(row).execute();
      if (inTx) await inTx(tx, row);
      await t.emit(tx, row, 'business_verification.created');
      // The business's own people are kept while the registry is away; links wait for it.
      await insertPeople(tx, row, added, 0);
      return findings ? record(tx, row, findings) : false;
    });
    if (link) await linkPeople(key, (await findVerification(db, row.id))!);
    return (await findVerification(db, row.id))!;
  }

  return {
    async create(
      key: ApiKeyAuth,
      p: CreateBusinessVerificationPayload,
    ): Promise<BusinessVerification> {
      const redirect = p.redirect_url?.trim() || null;
      if (redirect) {
        try {
          new URL(redirect);
        } catch {
          throw new Problem('invalid-request', 'redirect_url must be an absolute https URL', {
            errors: { redirect_url: 'redirect_url must be an absolute https URL' },
          });
        }
        await d.sessions.checkRedirect(key, redirect);
      }
      // An organisation that cannot pay for its people's links asks no (paid) registry either.
      if (key.mode === 'live') await d.sessions.requireBalance(key.organisationId);
      const added = await Promise.all(
        (p.people ?? []).map((x) =>
          screenPerson(d.screener, {
            listed: {
              firstName: x.first_name.trim(),
              lastName: x.last_name.trim(),
              middleName: null,
              dob: x.date_of_birth ?? null,
            },
            roles: x.roles,
            sharePercent: x.share_percent ?? null,
            source: 'business',
          }),
        ),
      );
      const v = await open(
        key,
        { subject: 'customer', registration: p.registration_number, name: p.name, redirect },
        added,
      );
      return answer(v);
    },

    /**
     * An organisation's verification of itself, its owner asking to go live (issue 49, item 3):
     * live, with Vouch's own registry, its people's links made by Vouch (no key of the
     * organisation is live yet) and their fees their own. `inTx` marks the organisation as
     * waiting for it, in the transaction that writes it.
     */
    async forOrganisation(
      organisationId: string,
      registrationNumber: string,
      name: string,
      inTx: (tx: Tx, v: VerificationRow) => Promise<void>,
    ): Promise<VerificationRow> {
      return open(
        { organisationId, mode: 'live', keyId: GO_LIVE_KEY, scopes: ['sessions'] },
        { subject: 'organisation', registration: registrationNumber, name, redirect: null },
        [],
        inTx,
      );
    },

    async get(scope: Scope, id: string): Promise<BusinessVerification> {
      return answer(await ofScope(scope, id));
    },

    async list(scope: Scope, q: ListBusinessVerificationsQuery): Promise<BusinessVerificationPage> {
      const limit = Number(q.limit ?? 20);
      let query = db
        .selectFrom('business_verifications')
        .selectAll()
        .where('organisation_id', '=', scope.organisationId)
        .where('mode', '=', scope.mode)
        .where('subject', '=', 'customer');
      if (q.status) query = query.where('status', '=', q.status);
      if (q.cursor) {
        const c = parseCursor(q.cursor);
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', c.at),
            eb.and([eb('created_at', '=', c.at), eb('id', '<', c.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      return {
        object: 'list',
        data: await Promise.all(page.map(answer)),
        has_more: more,
        next_cursor: more ? cursorOf(page[page.length - 1]!) : null,
      };
    },

    resend,

    /** The business's own papers for the reviewer (documents.ts). */
    async addDocument(
      scope: Scope,
      id: string,
      p: AddBusinessDocumentPayload,
      who: DocumentAuthor,
    ): Promise<BusinessVerification> {
      const v = await ofScope(scope, id);
      await documents.add(v, p, who);
      return answer((await findVerification(db, v.id)) ?? v);
    },

    documents,

    /** The console's resend: on behalf of the key the verification was made with. */
    async resendAs(scope: Scope, id: string, personId: string): Promise<BusinessVerification> {
      const key = keyOfRow(await ofScope(scope, id));
      if (!key) throw new Problem('conflict', businessVerificationMessages.notPending);
      return resend(key, id, personId);
    },

    /** Test mode: the reviewer's decision, as a test business's integration must handle it. */
    async simulate(key: ApiKeyAuth, id: string, outcome: 'approve' | 'reject') {
      if (key.mode !== 'test')
        throw new Problem('test-mode-only', businessVerificationMessages.testOnly);
      const v = await ofScope(key, id);
      if (v.status !== 'in_review')
        throw new Problem('conflict', businessVerificationMessages.notInReview);
      const done = await db.transaction().execute((tx) =>
        t.move(tx, v, outcome === 'approve' ? 'approved' : 'rejected', {
          decided_by: 'test-mode',
          decided_at: nowIso(),
          decision_reason: 'Simulated in test mode',
        }),
      );
      return answer(done);
    },

    /**
     * The registry asked again for verifications it did not answer (the repeating job): each
     * found one gets its people and their links; one still away waits longer.
     */
    async retryRegistry(limit = 20): Promise<number> {
      const due = await db
        .selectFrom('business_verifications')
        .selectAll()
        .where('registry_lookup', '=', 'unreachable')
        .where('status', '=', 'pending_people')
        .where('next_lookup_at', '<=', nowIso())
        .orderBy('next_lookup_at')
        .limit(limit)
        .execute();
      let answered = 0;
      for (const v of due) {
        let findings: RegistryFindings;
        try {
          findings = await askRegistry(registryOf(v.mode), d.screener, v.registration, v.name);
        } catch (err) {
          if (!(err instanceof IdentityUnavailableError)) throw err;
          const attempts = Number(v.lookup_attempts) + 1;
          await db
            .updateTable('business_verifications')
            .set({
              lookup_attempts: attempts,
              next_lookup_at: new Date(Date.now() + retryAfter(attempts)).toISOString(),
            })
            .where('id', '=', v.id)
            .execute();
          continue;
        }
        const link = await db.transaction().execute(async (tx) => {
          const again = (await findVerification(tx, v.id))!;
          if (again.registry_lookup !== 'unreachable') return false;
          return record(tx, again, findings);
        });
        answered += 1;
        const key = keyOfRow(v);
        if (link && key) await linkPeople(key, (await findVerification(db, v.id))!, { tell: true });
      }
      return answered;
    },

    /** Links for a verification's people who have none (a reviewer's `continue`). */
    async linkPeopleOf(id: string): Promise<void> {
      const v = await findVerification(db, id);
      const key = v ? keyOfRow(v) : null;
      if (v && key) await linkPeople(key, v, { tell: true });
    },

    /** Live mode follows its organisation's own verification (app.ts wires the business side). */
    onDecided: t.onDecided,

    /** For the back office and tests: the rows as the presenter shows them. */
    answer,
    show,
    transitions: t,
  };

  /** The key a verification was made with, to make its people's sessions on its behalf. */
  function keyOfRow(v: VerificationRow): ApiKeyAuth | null {
    if (!v.key_id) return null;
    return {
      organisationId: v.organisation_id,
      mode: v.mode,
      keyId: v.key_id,
      scopes: ['sessions'],
    };
  }
}

export type BusinessVerifications = ReturnType<typeof businessVerifications>;
