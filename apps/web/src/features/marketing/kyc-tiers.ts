import { useEffect, useState } from 'react';
import { kycTiersPath, type KycTiersInfo, type TierLimits } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/**
 * The configured limits of each CBN tier (GET /kyc/tiers, issue 48), once; plain state, as the
 * marketing pages run without react-query. null until it answers.
 */
export function useTierLimits(): Record<number, TierLimits> | null {
  const [limits, setLimits] = useState<Record<number, TierLimits> | null>(null);
  useEffect(() => {
    let live = true;
    void apiRequest<KycTiersInfo>(kycTiersPath, { auth: false }).then((res) => {
      if (live && res.ok)
        setLimits(Object.fromEntries(res.msg.tiers.map((t) => [t.tier, t.limits])));
    });
    return () => {
      live = false;
    };
  }, []);
  return limits;
}
