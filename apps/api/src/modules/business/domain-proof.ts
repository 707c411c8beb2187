import { Resolver as DnsResolver } from 'node:dns/promises';
import {
  DOMAIN_FILE_PATH,
  DOMAIN_TXT_LABEL,
  DOMAIN_TXT_PREFIX,
  domainProofMessages,
  type DomainProof,
  type DomainProofMethod,
} from '@vouch/contracts';
import { randomToken } from '../../lib/crypto.js';
import { guardedGet, type GuardOptions } from '../../lib/guarded-fetch.js';
import { HttpError } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import { businessAudit, memberActor, requireRole, type BusinessDeps } from './context.js';

/** A name's TXT records, each as its strings (node:dns's shape). */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The system's DNS, asked with a short timeout: a slow zone answers "not yet". */
export const systemTxtResolver: TxtResolver = (name) =>
  new DnsResolver({ timeout: 3000, tries: 2 }).resolveTxt(name);

export interface DomainProofDeps {
  /** The guarded fetcher's settings (the webhooks' own: loopback only where tests allow it). */
  guard: GuardOptions;
  resolveTxt?: TxtResolver;
}

const hostOf = (website: string) => new URL(website).hostname.toLowerCase();

/** Whether members may see `website`: its host is the one proven. */
export const websiteProven = (o: { website: string; domain_proven_host: string | null }) =>
  o.domain_proven_host !== null && o.domain_proven_host === hostOf(o.website);

/**
 * The website's domain proof (issue 49, item 3): the owner publishes the organisation's code as a
 * DNS TXT record at _vouch.<host> or as the file /.well-known/vouch-domain-verification.txt;
 * "Check now" looks (the file through the guarded fetcher: the host is the business's choice, so
 * it may point anywhere, including inside Vouch's network). Members see the website only while
 * the proof is of its host.
 */
export function domainProofs(d: BusinessDeps & DomainProofDeps) {
  const audit = businessAudit(d);
  const resolveTxt = d.resolveTxt ?? systemTxtResolver;

  async function organisation(id: string) {
    return d.db
      .selectFrom('organisations')
      .select([
        'website',
        'domain_token',
        'domain_proven_host',
        'domain_proven_at',
        'domain_proof_method',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  function present(o: Awaited<ReturnType<typeof organisation>>, token: string): DomainProof {
    const host = hostOf(o.website);
    const proven = websiteProven(o);
    return {
      host,
      proven,
      proven_at: proven ? o.domain_proven_at : null,
      method: proven ? o.domain_proof_method : null,
      dns: { name: `${DOMAIN_TXT_LABEL}.${host}`, value: `${DOMAIN_TXT_PREFIX}${token}` },
      file: { url: `${new URL(o.website).origin}${DOMAIN_FILE_PATH}`, content: token },
    };
  }

  /** The organisation's code, made the first time it is asked for. */
  async function tokenOf(id: string, o: Awaited<ReturnType<typeof organisation>>) {
    if (o.domain_token) return o.domain_token;
    const token = randomToken();
    await d.db
      .updateTable('organisations')
      .set({ domain_token: token })
      .where('id', '=', id)
      .where('domain_token', 'is', null)
      .execute();
    return (await organisation(id)).domain_token!;
  }

  async function seen(
    host: string,
    origin: string,
    token: string,
  ): Promise<DomainProofMethod | null> {
    try {
      const records = await resolveTxt(`${DOMAIN_TXT_LABEL}.${host}`);
      if (records.some((chunks) => chunks.join('').trim() === `${DOMAIN_TXT_PREFIX}${token}`))
        return 'dns';
    } catch {
      // No such record (or no answer in time): the file may still be there.
    }
    const r = await guardedGet(
      `${origin}${DOMAIN_FILE_PATH}`,
      { accept: 'text/plain', 'user-agent': 'Vouch-DomainProof/1.0' },
      { ...d.guard, timeoutMs: 5000 },
    );
    return r.outcome === 'success' && r.excerpt?.trim() === token ? 'file' : null;
  }

  return {
    async get(auth: AuthContext, id: string): Promise<DomainProof> {
      await requireRole(d.db, id, auth.user.id, 'settings');
      const o = await organisation(id);
      return present(o, await tokenOf(id, o));
    },

    /** Looks for the code now; proven, it is written and audited; not found, nothing changes. */
    async check(auth: AuthContext, id: string, ip: string | null): Promise<DomainProof> {
      await requireRole(d.db, id, auth.user.id, 'settings');
      const o = await organisation(id);
      const token = await tokenOf(id, o);
      const host = hostOf(o.website);
      const method = await seen(host, new URL(o.website).origin, token);
      if (!method) throw new HttpError(409, domainProofMessages.notFound(host));
      await d.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('organisations')
          .set({
            domain_proven_host: host,
            domain_proven_at: nowIso(),
            domain_proof_method: method,
          })
          .where('id', '=', id)
          // Proven for the website as it was read: a change meanwhile needs its own proof.
          .where('website', '=', o.website)
          .execute();
        await audit(
          tx,
          memberActor(auth, ip),
          'business.domain_proven',
          { type: 'organisation', id },
          { host, method },
        );
      });
      return present(await organisation(id), token);
    },
  };
}

export type DomainProofs = ReturnType<typeof domainProofs>;
