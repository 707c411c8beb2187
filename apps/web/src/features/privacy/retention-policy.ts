import { useEffect, useState } from 'react';
import { privacyPaths, type RetentionPolicy } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/**
 * GET /privacy/retention (public): how long each kind of record is kept, from the server's
 * configuration. A plain fetch, not react-query: the privacy policy is a marketing page, and
 * those never download the data layer.
 */
export function useRetentionPolicy(): { data: RetentionPolicy | null; failed: boolean } {
  const [state, setState] = useState<{ data: RetentionPolicy | null; failed: boolean }>({
    data: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    void apiRequest<RetentionPolicy>(privacyPaths.policy, { auth: false }).then((res) => {
      if (live) setState(res.ok ? { data: res.msg, failed: false } : { data: null, failed: true });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
