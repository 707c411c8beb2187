import { useEffect, useState } from 'react';
import { supportPaths, type SupportContact } from '@vouch/contracts';
import { apiRequest } from './api';

let cached: Promise<SupportContact | null> | null = null;

/**
 * GET /support/contact once per page load: the phone line and WhatsApp chat from the server's
 * configuration (null when the request fails: then no phone or chat card is shown).
 */
export function fetchSupportContact(): Promise<SupportContact | null> {
  cached ??= apiRequest<SupportContact>(supportPaths.contact, { auth: false }).then((res) => {
    if (res.ok) return res.msg;
    cached = null; // a failure is asked again next time
    return null;
  });
  return cached;
}

/**
 * The Support page and the public Contact page show a card only for a configured channel. Plain
 * state, not react-query: the marketing pages are served without it.
 */
export function useSupportContact(): { data: SupportContact | null } {
  const [data, setData] = useState<SupportContact | null>(null);
  useEffect(() => {
    let live = true;
    void fetchSupportContact().then((c) => {
      if (live) setData(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return { data };
}

/** Tests only: forget the cached answer. */
export function resetSupportContactCache() {
  cached = null;
}
