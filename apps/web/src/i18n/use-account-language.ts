import { useEffect, useRef } from 'react';
import { apiPaths, isLocale, type MemberProfile } from '@vouch/contracts';
import { apiRequest } from '../lib/api';
import { setUserInfo } from '../lib/session';
import { useLocale } from './provider';

/**
 * The signed-in member's language lives on their account (`preferred_language`, issue 51): on
 * entering the app the screens take it (a new device, a cleared browser), and a later choice in
 * the switcher is saved to it, so that their mails and text messages follow.
 */
export function useAccountLanguage(profile: MemberProfile | null) {
  const { locale, setLocale } = useLocale();
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || adopted.current === profile.uuid) return;
    adopted.current = profile.uuid;
    if (isLocale(profile.preferred_language) && profile.preferred_language !== locale)
      void setLocale(profile.preferred_language);
    // Only the first profile of this member: later changes come from the switcher below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile?.uuid]);
  const shown = useRef(locale);
  useEffect(() => {
    // Only a change of the language shown (the switcher, or the adoption above), never a new
    // profile, can save: and the adoption's own change equals the account's, so it saves nothing.
    const changed = shown.current !== locale;
    shown.current = locale;
    if (!changed || !profile || adopted.current !== profile.uuid) return;
    if (profile.preferred_language === locale) return;
    void apiRequest<MemberProfile>(apiPaths.language, {
      body: { preferred_language: locale },
    }).then((res) => {
      if (res.ok) setUserInfo(res.msg);
    });
  }, [locale, profile]);
}
