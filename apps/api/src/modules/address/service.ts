import { randomUUID } from 'node:crypto';
import {
  ADDRESS_PROOF_MAX_AGE_DAYS,
  addressProofAgeDays,
  addressProofMessages as msg,
  type AddressProofItem,
  type AddressProofPayload,
  type AddressProofReading,
  type MyAddress,
} from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import { sql } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import { cleanImage, decodeDataUrl } from '../../lib/uploads.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { Actor, Lifecycle } from '../lifecycle/index.js';
import type { MemberPii } from '../users/index.js';
import { readAddressProof } from './reading.js';

export interface AddressDeps {
  db: Db;
  storage: FileStorage;
  cipher: PiiCipher;
  pii: MemberPii;
  jobs: Jobs;
  audit: AuditLog;
  lifecycle: Pick<Lifecycle, 'recordAddress' | 'approvedDetails'>;
  /** The OCR of the automated checks; absent with the checks off (a reviewer reads the image). */
  readText?: (image: Buffer) => Promise<{ text: string }>;
}

const OPEN = ['checking', 'pending'] as const;

/** The member's document still waiting (read, or for a reviewer), if any. */
function openProof(executor: Db | Tx, userId: string) {
  return executor
    .selectFrom('address_proofs')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', [...OPEN])
    .executeTakeFirst();
}

/** When the member's latest confirmed address was confirmed; null: never (the lifecycle's tier). */
export async function confirmedAddressAt(executor: Db | Tx, userId: string) {
  const row = await executor
    .selectFrom('address_proofs')
    .select('decided_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .orderBy('decided_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.decided_at ?? null;
}

/**
 * A verified member's residential address, proven by a utility bill or a bank statement dated
 * within three months (issue 48, Tier 3): the member sends it, the checks' OCR reads it where
 * they run, a reviewer confirms or refuses it with a reason, and the lifecycle records the
 * confirmation in the tier's evidence. The address is the member's and the reviewer's to read;
 * it is in no answer to anyone else.
 */
export function addressService(d: AddressDeps) {
  const open = (enc: string) => d.cipher.decrypt(enc);

  /** A document whose member's account is not closed. */
  function ofOpenAccount(id: string) {
    return d.db
      .selectFrom('address_proofs')
      .innerJoin('users', 'users.id', 'address_proofs.user_id')
      .select(['address_proofs.user_id', 'address_proofs.file_key'])
      .where('address_proofs.id', '=', id)
      .where('users.status', '!=', 'CLOSED')
      .executeTakeFirst();
  }

  async function certifiedNames(userId: string) {
    const approved = await d.lifecycle.approvedDetails(userId);
    return approved
      ? { firstName: approved.details.first_name, lastName: approved.details.last_name }
      : null;
  }

  return {
    async submit(auth: AuthContext, p: AddressProofPayload, ip: string): Promise<MyAddress> {
      const user = await auth.member();
      if (user.status !== 'VERIFIED') throw new HttpError(403, msg.notVerified);
      const age = addressProofAgeDays(p.issued_on, new Date());
      if (age < 0) throw badRequest(msg.inFuture, { issued_on: msg.inFuture });
      if (age > ADDRESS_PROOF_MAX_AGE_DAYS) throw badRequest(msg.tooOld, { issued_on: msg.tooOld });
      if (await openProof(d.db, user.id)) throw new HttpError(409, msg.alreadyOpen);
      const image = await cleanImage(decodeDataUrl(p.document, 'document'), 'document');
      const id = randomUUID();
      const key = `address-proofs/${user.id}/${id}.jpg`;
      await d.storage.put(key, image.bytes, image.contentType);
      try {
        await d.db.transaction().execute(async (tx) => {
          // Two requests at once: the member's row lock makes the second see the first's
          // document (SQLite's transaction holds the write lock already).
          if (dialectOf(tx) === 'postgres')
            await sql`select 1 from users where id = ${user.id} for update`.execute(tx);
          if (await openProof(tx, user.id)) throw new HttpError(409, msg.alreadyOpen);
          await tx
            .insertInto('address_proofs')
            .values({
              id,
              user_id: user.id,
              address_enc: d.cipher.encrypt(p.address.trim()),
              document_kind: p.document_kind,
              issued_on: p.issued_on,
              file_key: key,
              reading_enc: null,
              // With the OCR, read first; without, straight to a reviewer.
              status: d.readText ? 'checking' : 'pending',
              reason: null,
              decided_by: null,
              decided_at: null,
              created_at: nowIso(),
            })
            .execute();
          if (d.readText) await d.jobs.send(tx, 'address-proof', { proofId: id });
          await d.audit.append(tx, {
            actorId: user.id,
            action: 'address.submitted',
            targetType: 'address_proof',
            targetId: id,
            ip,
            details: { document_kind: p.document_kind },
          });
        });
      } catch (err) {
        await d.storage.delete(key).catch(() => undefined);
        throw err;
      }
      d.jobs.kick();
      return this.mine(auth);
    },

    async mine(auth: AuthContext): Promise<MyAddress> {
      const latest = await d.db
        .selectFrom('address_proofs')
        .selectAll()
        .where('user_id', '=', auth.user.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      // Its own query: however many documents came after, the confirmed one stays shown.
      const confirmed = await d.db
        .selectFrom('address_proofs')
        .select(['address_enc', 'decided_at'])
        .where('user_id', '=', auth.user.id)
        .where('status', '=', 'confirmed')
        .orderBy('decided_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        confirmed: confirmed
          ? { address: open(confirmed.address_enc), confirmed_at: confirmed.decided_at! }
          : null,
        latest: latest
          ? {
              id: latest.id,
              status: latest.status,
              address: open(latest.address_enc),
              document_kind: latest.document_kind,
              issued_on: latest.issued_on,
              submitted_at: latest.created_at,
              decided_at: latest.decided_at,
              reason: latest.reason,
            }
          : null,
      };
    },

    /** The job: the OCR's text compared with the certified names, the address and the date. */
    async read(proofId: string): Promise<void> {
      const p = await d.db
        .selectFrom('address_proofs')
        .selectAll()
        .where('id', '=', proofId)
        .executeTakeFirst();
      if (!p || p.status !== 'checking') return;
      let reading: AddressProofReading | null = null;
      const names = await certifiedNames(p.user_id);
      const image = await d.storage.get(p.file_key);
      if (d.readText && names && image) {
        const { text } = await d.readText(image);
        reading = readAddressProof(text, {
          ...names,
          address: open(p.address_enc),
          issuedOn: p.issued_on,
        });
      }
      await d.db
        .updateTable('address_proofs')
        .set({
          status: 'pending',
          reading_enc: reading ? d.cipher.encrypt(JSON.stringify(reading)) : null,
        })
        .where('id', '=', proofId)
        .where('status', '=', 'checking')
        .execute();
    },

    /** The back office's queue: documents waiting for a reviewer, oldest first. */
    async queue(): Promise<AddressProofItem[]> {
      const rows = await d.db
        .selectFrom('address_proofs')
        .innerJoin('users', 'users.id', 'address_proofs.user_id')
        .select([
          'address_proofs.id',
          'address_proofs.user_id',
          'address_proofs.status',
          'address_proofs.address_enc',
          'address_proofs.document_kind',
          'address_proofs.issued_on',
          'address_proofs.reading_enc',
          'address_proofs.created_at',
          'users.email',
        ])
        .where('address_proofs.status', 'in', [...OPEN])
        // A closed account's documents are kept for the retention period, never reviewed.
        .where('users.status', '!=', 'CLOSED')
        .orderBy('address_proofs.created_at')
        .limit(100)
        .execute();
      return Promise.all(
        rows.map(async (r) => {
          const names = await certifiedNames(r.user_id);
          const email = d.pii.columns.open('users', r.user_id, { email: r.email }).email;
          return {
            id: r.id,
            member: {
              uuid: r.user_id,
              name: names ? `${names.firstName} ${names.lastName}` : '',
              email,
            },
            status: r.status,
            address: open(r.address_enc),
            document_kind: r.document_kind,
            issued_on: r.issued_on,
            document_url: `/api/v1/backoffice/address-proofs/${r.id}/document`,
            reading: r.reading_enc
              ? (JSON.parse(open(r.reading_enc)) as AddressProofReading)
              : null,
            submitted_at: r.created_at,
          };
        }),
      );
    },

    /** The image, to staff, audited as a KYC file's download is; none of a closed account's. */
    async document(id: string, actor: Extract<Actor, { kind: 'staff' }>): Promise<Buffer> {
      const p = await ofOpenAccount(id);
      const bytes = p ? await d.storage.get(p.file_key) : null;
      if (!p || !bytes) throw new HttpError(404, msg.noSuchProof);
      await d.audit.append(d.db, {
        actorId: actor.id,
        action: 'address.document_viewed',
        targetType: 'address_proof',
        targetId: id,
        ip: actor.ip,
        details: {},
      });
      return bytes;
    },

    /**
     * A reviewer confirms (the lifecycle records the address in the tier's evidence, in the same
     * transaction) or refuses with a reason the member reads. Decided once.
     */
    async decide(
      id: string,
      decision: 'confirm' | 'refuse',
      reason: string | null,
      actor: Extract<Actor, { kind: 'staff' }>,
    ): Promise<void> {
      const p = await ofOpenAccount(id);
      if (!p) throw new HttpError(404, msg.noSuchProof);
      if (p.user_id === actor.id) throw new HttpError(403, msg.ownProof);
      const write = async (tx: Tx) => {
        const done = await tx
          .updateTable('address_proofs')
          .set({
            status: decision === 'confirm' ? 'confirmed' : 'refused',
            reason: decision === 'refuse' ? reason : null,
            decided_by: actor.id,
            decided_at: nowIso(),
          })
          .where('id', '=', id)
          .where('status', 'in', [...OPEN])
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw new HttpError(409, msg.notPending);
        await d.audit.append(tx, {
          actorId: actor.id,
          action: decision === 'confirm' ? 'address.confirmed' : 'address.refused',
          targetType: 'address_proof',
          targetId: id,
          ip: actor.ip,
          details: {},
        });
      };
      if (decision === 'confirm') await d.lifecycle.recordAddress(p.user_id, actor, write);
      else await d.db.transaction().execute(write);
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
