import { useEffect, useRef } from 'react';
import { apiPaths, isLocale, type MemberProfile } from '@vouch/contracts';
import { apiRequest } from '../lib/api';
import { setUserInfo } from '../lib/session';
import { useLocale } from './provider';

/**
 * The signed-in member's language lives on their account (`preferred_language`, issue 51): on
 * entering the app the screens take it (a new device, a cleared browser), and a later choice in
 * the switcher is saved to it, so that their mails and text messages follow. `profile` is the
 * server's answer on entering (the cached copy may be older).
 */
export function useAccountLanguage(profile: MemberProfile | null) {
  const { locale, setLocale } = useLocale();
  /** The member whose language was taken, and the language their account holds now. */
  const adopted = useRef<string | null>(null);
  const saved = useRef<string | null>(null);
  /** The account's language while it loads: what is shown until then is not a new choice. */
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || adopted.current === profile.uuid) return;
    adopted.current = profile.uuid;
    saved.current = profile.preferred_language;
    // The pseudo-locale is a test's choice in this browser: the account's language waits.
    if (!isLocale(locale)) return;
    if (isLocale(profile.preferred_language) && profile.preferred_language !== locale) {
      pending.current = profile.preferred_language;
      setLocale(profile.preferred_language).catch(() => (pending.current = null));
    }
    // Only the first answer for this member: later changes come from the switcher below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile?.uuid]);
  useEffect(() => {
    // Once the account's language is known, a language shown that differs from it is the
    // member's new choice (the adoption above shows the account's own, which saves nothing).
    if (!profile || adopted.current !== profile.uuid || !isLocale(locale)) return;
    if (pending.current !== null) {
      if (pending.current === locale) pending.current = null;
      return;
    }
    if (saved.current === locale) return;
    saved.current = locale;
    void apiRequest<MemberProfile>(apiPaths.language, {
      body: { preferred_language: locale },
    }).then((res) => {
      if (res.ok) setUserInfo(res.msg);
    });
  }, [locale, profile]);
}
