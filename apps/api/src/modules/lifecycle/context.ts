import { randomUUID } from 'node:crypto';
import type { ConflictContext, ConflictKind } from '@vouch/contracts';
import type { Mail } from '../../adapters/mail/mailer.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Db, Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { Sessions } from '../auth/index.js';
import type { MemberPii } from '../users/index.js';
import { auditActor, type Actor } from './actor.js';
import { lifecycleEvents, type LifecycleEvent, type LifecycleEvents } from './events.js';
import { writable, type W } from './store.js';
import type { DocumentExpiryReader } from './documents.js';
import type { RegistryEvidenceReader } from './tier.js';

export interface LifecycleDeps {
  db: Db;
  audit: AuditLog;
  jobs: Jobs;
  pii: MemberPii;
  cipher: PiiCipher;
  appUrl: string;
  sessions: Pick<Sessions, 'revokeAllFor'>;
  /** Who hears about each change, in its transaction (events.ts). None: nobody listens. */
  events?: LifecycleEvents;
  /** The BVN and NIN records that vouch for a member (the kyc module's); none: no tier evidence. */
  registryEvidence?: RegistryEvidenceReader;
  /** The approved passport's expiry as the checks read it (issue 50); none: nothing watched. */
  documentExpiry?: DocumentExpiryReader;
}

type Details = Record<string, string | number | boolean | null>;

/** What every transition shares: one transaction, its audit entry, the work it causes. */
export function lifecycleContext(d: LifecycleDeps) {
  const events = d.events ?? lifecycleEvents();
  return {
    ...d,

    /** Tells the listeners, in the change's transaction (after its audit entry). */
    emit: (tx: Tx, event: LifecycleEvent) => events.emit(tx, event),

    /**
     * Runs `fn` in one transaction; the jobs it wrote are looked at once it commits. Inside,
     * every statement must use the transaction (on SQLite another would wait for it forever).
     */
    async transact<T>(fn: (trx: W, tx: Tx) => Promise<T>): Promise<T> {
      const result = await d.db.transaction().execute((tx) => fn(writable(tx), tx));
      d.jobs.kick();
      return result;
    },

    audit(
      tx: Tx,
      actor: Actor,
      action: string,
      targetType: string,
      targetId: string,
      details: Details = {},
    ) {
      const a = auditActor(actor);
      return d.audit.append(tx, {
        actorId: a.actorId,
        ip: a.ip,
        action,
        targetType,
        targetId,
        details: { ...details, ...a.via },
      });
    },

    mail(tx: Tx, mail: Mail) {
      return d.jobs.send(tx, 'mail', sealMail(d.pii.columns, mail));
    },

    /**
     * A refused claim is shown to staff. It is written after the refused change rolled back, in a
     * transaction of its own.
     */
    async recordConflicts(
      claimantId: string,
      conflicts: { kind: ConflictKind; holderId: string }[],
      context: ConflictContext,
      actor: Actor,
    ) {
      await d.db.transaction().execute(async (tx) => {
        for (const c of conflicts) {
          const id = randomUUID();
          await tx
            .insertInto('claim_conflicts')
            .values({
              id,
              kind: c.kind,
              claimant_id: claimantId,
              holder_id: c.holderId,
              context,
              created_at: nowIso(),
            })
            .execute();
          const a = auditActor(actor);
          await d.audit.append(tx, {
            actorId: a.actorId,
            ip: a.ip,
            action: 'claim.refused',
            targetType: 'user',
            targetId: claimantId,
            details: { kind: c.kind, holder_id: c.holderId, context, ...a.via },
          });
        }
      });
    },

    link: (path: string) => `${d.appUrl}${path}`,
  };
}

export type LifecycleContext = ReturnType<typeof lifecycleContext>;
