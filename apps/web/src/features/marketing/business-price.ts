import { useEffect, useState } from 'react';
import type { BusinessPricing } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/**
 * GET /business/pricing once: what a live business API lookup costs and the requests a minute an
 * organisation may make, from the server's configuration (BUSINESS_PRICE_LOOKUP_NGN,
 * BUSINESS_RATE_LIMIT_LIVE / _TEST). Plain state: the marketing pages run without react-query.
 * null until it answers (the page shows "…" meanwhile).
 */
export function useBusinessPricing(): BusinessPricing | null {
  const [pricing, setPricing] = useState<BusinessPricing | null>(null);
  useEffect(() => {
    let live = true;
    void apiRequest<BusinessPricing>('/business/pricing', { auth: false }).then((res) => {
      if (live && res.ok) setPricing(res.msg);
    });
    return () => {
      live = false;
    };
  }, []);
  return pricing;
}
