import { randomBytes } from 'node:crypto';
import { businessMessages, type ApiKeyScope, type ApiMode, type OrgRole } from '@vouch/contracts';
import { sql } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { PaymentProvider } from '../../adapters/payments/provider.js';
import type { Jobs } from '../../jobs/index.js';
import { HttpError } from '../../lib/http-errors.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext } from '../auth/index.js';
import { auditActor, type Actor } from '../lifecycle/index.js';
import type { MemberPii } from '../users/index.js';

/** What the business module works with (app.ts and the CLI give it). */
export interface BusinessDeps {
  db: Db;
  pii: MemberPii;
  audit: AuditLog;
  jobs: Jobs;
  appUrl: string;
  /** HMAC key of API keys (key-format.ts: derived from BLIND_INDEX_KEY). */
  hashKey: Buffer;
  /** What a live lookup costs, in naira (BUSINESS_PRICE_LOOKUP_NGN). */
  priceLookupNgn: number;
  /** Below this balance the owners are mailed (BUSINESS_LOW_BALANCE_NGN). */
  lowBalanceNgn: number;
  /** Top-ups are paid through it; null where there is none (the CLI). */
  paymentProvider: PaymentProvider | null;
  /** Business API requests a window, per organisation and mode (the Pricing page says them). */
  rateLimits: { live: number; test: number; windowSeconds: number };
}

/**
 * Keys in use at once per organisation and mode (issue 46): the rate limit is the organisation's,
 * so more keys buy no capacity, and a leaked session cannot mint keys without end. A rolled key
 * in its overlap does not count: its successor does.
 */
export const MAX_KEYS_PER_MODE = 10;

/** What each role may do in an organisation. */
export type OrgAction = 'read' | 'keys' | 'team' | 'settings';
const allowed: Record<OrgRole, readonly OrgAction[]> = {
  owner: ['read', 'keys', 'team', 'settings'],
  developer: ['read', 'keys'],
  viewer: ['read'],
};
export const roleMay = (role: OrgRole, action: OrgAction) => allowed[role].includes(action);

/**
 * The member's role in the organisation, checked on every request (a removed teammate loses
 * access at once): 404 when they are not on its team (its existence is not confirmed), 403 when
 * their role does not allow the action.
 */
export async function requireRole(
  executor: Db | Tx,
  organisationId: string,
  userId: string,
  action: OrgAction,
): Promise<OrgRole> {
  const row = await executor
    .selectFrom('organisation_members')
    .select('role')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, businessMessages.noSuchOrganisation);
  if (!roleMay(row.role, action)) throw new HttpError(403, businessMessages.notAllowed);
  return row.role;
}

/**
 * Takes the organisation's row lock for the rest of the transaction, so that a count and the
 * insert it allows are one step (keys and invitations a day: 25 at once made 25 keys under a cap
 * of 10 on PostgreSQL). SQLite's transaction already holds the database's write lock.
 */
export async function lockOrganisation(tx: Tx, organisationId: string): Promise<void> {
  if (dialectOf(tx) === 'postgres')
    await sql`select 1 from organisations where id = ${organisationId} for update`.execute(tx);
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id that says what it is, Stripe's way: `org_7Hq…` (128 random bits, base62). */
export function prefixedId(
  // org organisation, key API key, inv invitation, evt business event, vs verification session,
  // grant consent grant, ep webhook endpoint, dlv webhook delivery, whk webhook message
  // bv business verification, bvp its person, bvd its document (issue 49)
  prefix:
    'org' | 'key' | 'inv' | 'evt' | 'vs' | 'grant' | 'ep' | 'dlv' | 'whk' | 'bv' | 'bvp' | 'bvd',
): string {
  let n = BigInt(`0x${randomBytes(16).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)]! + out;
    n /= 62n;
  }
  return `${prefix}_${out.padStart(22, '0')}`;
}

/** A teammate acting in the console, as the audit names them. */
export const memberActor = (auth: AuthContext, ip: string | null): Actor => ({
  kind: 'member',
  id: auth.user.id,
  ip,
});

/** Audit entries of the business module: ids and codes only. */
export function businessAudit(d: Pick<BusinessDeps, 'audit'>) {
  return (
    executor: Db | Tx,
    actor: Actor,
    action: string,
    target: { type: 'organisation' | 'api_key' | 'invitation' | 'user'; id: string },
    details: Record<string, string | number | boolean | null> = {},
  ) => {
    const a = auditActor(actor);
    return d.audit.append(executor, {
      actorId: a.actorId,
      ip: a.ip,
      action,
      targetType: target.type,
      targetId: target.id,
      details: { ...a.via, ...details },
    });
  };
}

/** A key as the business API sees it once its hash is found. */
export interface ApiKeyAuth {
  keyId: string;
  organisationId: string;
  mode: ApiMode;
  scopes: ApiKeyScope[];
}
