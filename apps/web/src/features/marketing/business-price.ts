import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api';

/**
 * GET /business/pricing once: what a live business API lookup costs, from the server's
 * configuration (BUSINESS_PRICE_LOOKUP_NGN). Plain state: the marketing pages run without
 * react-query. null until it answers (the page says "set per lookup" meanwhile).
 */
export function useBusinessLookupPrice(): number | null {
  const [price, setPrice] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void apiRequest<{ lookup_ngn: number }>('/business/pricing', { auth: false }).then((res) => {
      if (live && res.ok) setPrice(res.msg.lookup_ngn);
    });
    return () => {
      live = false;
    };
  }, []);
  return price;
}
