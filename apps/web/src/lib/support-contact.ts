import { useEffect, useState } from 'react';
import { SUPPORT_HOURS, supportPaths, type SupportContact } from '@vouch/contracts';
import { defineMessages, useIntl } from '../i18n';
import { apiRequest } from './api';

const m = defineMessages({
  hours: {
    id: 'support.contact.hours',
    defaultMessage: 'Monday to Friday, 9am-5pm (WAT)',
    description: 'When phone and WhatsApp support answer; Lagos time',
  },
});

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
 * state, not react-query: the marketing pages are served without it. Vouch's own hours come in
 * the member's language (issue 51); hours set otherwise are shown as given.
 */
export function useSupportContact(): { data: SupportContact | null } {
  const intl = useIntl();
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
  if (data?.hours !== SUPPORT_HOURS) return { data };
  return { data: { ...data, hours: intl.formatMessage(m.hours) } };
}

/** Tests only: forget the cached answer. */
export function resetSupportContactCache() {
  cached = null;
}
