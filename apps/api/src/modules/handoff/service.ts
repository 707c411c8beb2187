import { randomUUID } from 'node:crypto';
import {
  HANDOFF_LINK_MINUTES,
  handoffKinds,
  handoffMessages,
  type CreateHandoffPayload,
  type HandoffCreated,
  type HandoffPhotoKind,
  type HandoffRedeemed,
  type HandoffState,
  type HandoffStatus,
} from '@vouch/contracts';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { MINUTE, isoAfter, nowIso } from '../../lib/time.js';
import { cleanImage, decodeDataUrl } from '../../lib/uploads.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import type { KycService } from '../kyc/index.js';
import { handoffRepository, type HandoffRow } from './repository.js';

export interface HandoffDeps {
  db: Db;
  storage: FileStorage;
  audit: AuditLog;
  /** The capture page's own rule decides who may make a link. */
  kyc: Pick<KycService, 'assertMayCapture'>;
}

const LINK_MS = HANDOFF_LINK_MINUTES * MINUTE;
/** The phone's capture credential: long enough to take the photos, then it ends. */
const CAPTURE_MS = HANDOFF_LINK_MINUTES * MINUTE;

export const handoffPhotoUrl = (id: string, kind: HandoffPhotoKind) =>
  `/api/v1/kyc/handoffs/${id}/photos/${kind}`;

/** What the computer's status says, from the row and the clock. */
export function stateOf(row: HandoffRow, now = nowIso()): HandoffState {
  if (row.revoked_at) return 'replaced';
  if (row.completed_at) return 'completed';
  if (row.opened_at) return (row.capture_expires_at ?? '') < now ? 'expired' : 'opened';
  return row.expires_at < now ? 'expired' : 'waiting';
}

export function handoffService(d: HandoffDeps) {
  const repo = handoffRepository(d.db);

  async function removePhotos(handoffIds: string[]) {
    const photos = await repo.photos(handoffIds);
    await repo.deletePhotos(handoffIds);
    await Promise.all(photos.map((p) => d.storage.delete(p.storage_key)));
  }

  return {
    /** A new link for the step the computer is on; the member's older links stop working. */
    async create(auth: AuthContext, p: CreateHandoffPayload, ip: string): Promise<HandoffCreated> {
      await d.kyc.assertMayCapture(auth);
      const id = randomUUID();
      const token = randomToken();
      const now = nowIso();
      const expiresAt = isoAfter(LINK_MS);
      const documentType = p.step === 'document' ? (p.document_type ?? null) : null;
      await repo.insert({
        id,
        user_id: auth.user.id,
        step: p.step,
        document_type: documentType,
        token_hash: sha256(token),
        capture_token_hash: null,
        created_at: now,
        expires_at: expiresAt,
        opened_at: null,
        capture_expires_at: null,
        completed_at: null,
        revoked_at: null,
      });
      const older = (await repo.openOf(auth.user.id, id)).map((r) => r.id);
      await repo.revoke(older, now);
      await removePhotos(older);
      await d.audit.append(d.db, {
        actorId: auth.user.id,
        action: 'handoff.created',
        targetType: 'capture_handoff',
        targetId: id,
        ip,
        details: { step: p.step, revoked: older.length },
      });
      return { id, token, step: p.step, expires_at: expiresAt };
    },

    /** The computer polls this: waiting, opened, completed (with the photos), expired, replaced. */
    async status(auth: AuthContext, id: string): Promise<HandoffStatus> {
      const row = await repo.ofMember(id, auth.user.id);
      if (!row) throw notFound();
      const state = stateOf(row);
      const photos = state === 'completed' ? await repo.photos([row.id]) : [];
      const order = handoffKinds(row.step, row.document_type);
      return {
        id: row.id,
        step: row.step,
        document_type: row.document_type,
        state,
        expires_at: row.expires_at,
        opened_at: row.opened_at,
        completed_at: row.completed_at,
        photos: photos
          .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
          .map((ph) => ({ kind: ph.kind, url: handoffPhotoUrl(row.id, ph.kind) })),
        liveness_session_id: state === 'completed' ? (row.liveness_session_id ?? null) : null,
      };
    },

    /** One photo the phone sent, to the member who made the link only. */
    async photo(auth: AuthContext, id: string, kind: HandoffPhotoKind) {
      const row = await repo.ofMember(id, auth.user.id);
      if (!row || stateOf(row) === 'replaced') throw notFound();
      const ph = await repo.photo(id, kind);
      const bytes = ph && (await d.storage.get(ph.storage_key));
      if (!ph || !bytes) throw notFound();
      return { bytes, contentType: ph.content_type };
    },

    /**
     * The phone opens the link: once, within 15 minutes, while it is the member's newest. Answers
     * a credential for this link's capture endpoints only (stored as a hash, like the link).
     */
    async redeem(token: string, ip: string): Promise<HandoffRedeemed> {
      const row = await repo.byTokenHash(sha256(token));
      if (!row) throw new HttpError(404, handoffMessages.linkInvalid);
      if (row.revoked_at) throw new HttpError(410, handoffMessages.linkReplaced);
      if (row.opened_at) throw new HttpError(410, handoffMessages.linkUsed);
      if (row.expires_at < nowIso()) throw new HttpError(410, handoffMessages.linkExpired);
      const capture = randomToken();
      const captureExpiresAt = isoAfter(CAPTURE_MS);
      if (!(await repo.claim(row.id, sha256(capture), nowIso(), captureExpiresAt)))
        throw new HttpError(410, handoffMessages.linkUsed);
      await d.audit.append(d.db, {
        actorId: row.user_id,
        action: 'handoff.redeemed',
        targetType: 'capture_handoff',
        targetId: row.id,
        ip,
        details: {},
      });
      return {
        capture_token: capture,
        step: row.step,
        document_type: row.document_type,
        kinds: handoffKinds(row.step, row.document_type),
        expires_at: captureExpiresAt,
      };
    },

    /**
     * The link a capture credential belongs to, while it may still send photos: not completed,
     * not replaced, not past its time. Anything else is a 401 that says the session is over.
     */
    async captureSession(bearer: string | undefined): Promise<HandoffRow> {
      const m = /^Bearer\s+(\S+)$/i.exec(bearer ?? '');
      const row = m ? await repo.byCaptureTokenHash(sha256(m[1]!)) : undefined;
      if (!row || stateOf(row) !== 'opened') throw new HttpError(401, handoffMessages.sessionOver);
      return row;
    },

    /** The selfie step's live capture passed on the phone: the computer will pick it up. */
    async attachLiveness(row: HandoffRow, sessionId: string): Promise<void> {
      await d.db
        .updateTable('capture_handoffs')
        .set({ liveness_session_id: sessionId })
        .where('id', '=', row.id)
        .execute();
    },

    /** One photo of the link's step, cleaned as a submission's would be; replaces an earlier one. */
    async putPhoto(row: HandoffRow, kind: HandoffPhotoKind, image: string): Promise<void> {
      if (!handoffKinds(row.step, row.document_type).includes(kind))
        throw badRequest(handoffMessages.kindNotInStep, { kind: handoffMessages.kindNotInStep });
      const clean = await cleanImage(decodeDataUrl(image, 'image'), 'image');
      const key = `handoffs/${row.user_id}/${randomUUID()}.jpg`;
      await d.storage.put(key, clean.bytes, clean.contentType);
      const replaced = await repo.putPhoto({
        handoff_id: row.id,
        kind,
        storage_key: key,
        content_type: clean.contentType,
        created_at: nowIso(),
      });
      if (replaced) await d.storage.delete(replaced);
    },

    /** The phone is done: every photo of the step must be there. The credential ends here. */
    async complete(row: HandoffRow, ip: string): Promise<void> {
      const have = new Set((await repo.photos([row.id])).map((p) => p.kind));
      // A live capture stands for the selfie (issue 45).
      if (row.liveness_session_id) have.add('selfie');
      if (!handoffKinds(row.step, row.document_type).every((k) => have.has(k)))
        throw badRequest(handoffMessages.photosMissing);
      if (!(await repo.complete(row.id, nowIso())))
        throw new HttpError(401, handoffMessages.sessionOver);
      await d.audit.append(d.db, {
        actorId: row.user_id,
        action: 'handoff.completed',
        targetType: 'capture_handoff',
        targetId: row.id,
        ip,
        details: { photos: have.size },
      });
    },

    /**
     * Links whose use ended over `graceMs` ago are deleted with their photos; files under
     * handoffs/ that no row names (a failed request, a closed account) go too. Returns how many
     * files were deleted.
     */
    async sweep(graceMs = 60 * MINUTE): Promise<number> {
      const before = new Date(Date.now() - graceMs).toISOString();
      const ended = (await repo.endedBefore(before)).map((r) => r.id);
      const photos = await repo.photos(ended);
      await repo.deletePhotos(ended);
      await repo.deleteHandoffs(ended);
      let deleted = 0;
      for (const p of photos) {
        await d.storage.delete(p.storage_key);
        deleted += 1;
      }
      const cutoff = Date.now() - graceMs;
      const candidates: string[] = [];
      for await (const o of d.storage.list('handoffs/'))
        if (o.modifiedAt.getTime() <= cutoff) candidates.push(o.key);
      const used = await repo.referencedKeys(candidates);
      for (const key of candidates)
        if (!used.has(key)) {
          await d.storage.delete(key);
          deleted += 1;
        }
      return deleted;
    },
  };
}

export type HandoffService = ReturnType<typeof handoffService>;
