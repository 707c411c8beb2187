import {
  GO_LIVE_REVIEW_TIME,
  KYC_FEE_KOBO,
  type GoLiveChecklist,
  type GoLiveItem,
} from '@vouch/contracts';
import type { AuthContext } from '../auth/index.js';
import { requireRole, type BusinessDeps } from './context.js';

/**
 * The go-live checklist (issue 47): what the live review looks for and what makes a first live
 * day smooth, each read from the organisation as it is now. "Ask for live access" stays
 * available: the checklist says what is missing; an admin decides (and business verification,
 * issue 49, will own the check itself).
 */
export function goLiveChecklist(d: Pick<BusinessDeps, 'db'>) {
  return async function checklist(auth: AuthContext, id: string): Promise<GoLiveChecklist> {
    await requireRole(d.db, id, auth.user.id, 'read');
    const o = await d.db
      .selectFrom('organisations')
      .select(['live_status', 'redirect_origins', 'balance_kobo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const verifiedOwner = await d.db
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('u.id')
      .where('m.organisation_id', '=', id)
      .where('m.role', '=', 'owner')
      .where('u.status', '=', 'VERIFIED')
      .executeTakeFirst();
    const testUsed =
      (await d.db
        .selectFrom('business_usage')
        .select('id')
        .where('organisation_id', '=', id)
        .where('mode', '=', 'test')
        .executeTakeFirst()) ??
      (await d.db
        .selectFrom('verification_sessions')
        .select('id')
        .where('organisation_id', '=', id)
        .where('mode', '=', 'test')
        .executeTakeFirst());
    const endpoint = await d.db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('organisation_id', '=', id)
      .executeTakeFirst();
    const origins = JSON.parse(o.redirect_origins) as string[];
    const items: GoLiveItem[] = [
      {
        id: 'owner_verified',
        label: 'An owner’s identity is verified with Vouch',
        done: verifiedOwner !== undefined,
        needed: true,
        hint: 'The review starts from who runs the business: an owner completes KYC.',
        link: 'kyc',
      },
      {
        id: 'second_factor',
        label: 'Two-step verification is on for you',
        done: auth.secondFactorEnrolled,
        needed: true,
        hint: 'Live keys, endpoints and team changes need it (Settings → Security).',
        link: 'security',
      },
      {
        id: 'https_origin',
        label: 'A redirect origin on https',
        done: origins.some((x) => x.startsWith('https://')),
        needed: true,
        hint: 'Live verification links send customers back to https addresses only.',
        link: 'settings',
      },
      {
        id: 'tried_test_mode',
        label: 'A test lookup or test verification link made',
        done: testUsed !== undefined,
        needed: false,
        hint: 'Everything works the same in test mode, with no real person.',
        link: 'quickstart',
      },
      {
        id: 'webhook_endpoint',
        label: 'A webhook endpoint to hear about your customers',
        done: endpoint !== undefined,
        needed: false,
        hint: 'Without one, poll the sessions or the events list.',
        link: 'webhooks',
      },
      {
        id: 'balance',
        label: 'A prepaid balance for live use',
        done: Number(o.balance_kobo) >= KYC_FEE_KOBO,
        needed: false,
        hint: 'Live lookups and the verifications you pay for draw on it; add funds once approved.',
        link: 'usage',
      },
    ];
    return { status: o.live_status, items, review_time: GO_LIVE_REVIEW_TIME };
  };
}
