import { organisationBalance } from './balance.js';
import type { BusinessDeps } from './context.js';
import { goLiveChecklist } from './go-live.js';
import { keysService } from './keys.js';
import { businessLookups } from './lookups.js';
import { organisationsService } from './organisations.js';
import { liveReview } from './review.js';
import { usageService } from './usage.js';

/** The business side's services, made once (app.ts, the CLI). */
export function businessService(d: BusinessDeps, log?: (err: unknown) => void) {
  const keys = keysService(d, log);
  const balance = organisationBalance(d);
  return {
    balance,
    organisations: organisationsService(d),
    keys,
    lookups: businessLookups(d, balance),
    usage: usageService(d),
    review: liveReview(d),
    goLive: goLiveChecklist(d),
    priceLookupNgn: d.priceLookupNgn,
    rateLimits: d.rateLimits,
    /** What it was made with (the branding routes use the same). */
    deps: d,
    close: () => keys.close(),
  };
}

export type BusinessService = ReturnType<typeof businessService>;
