import { useMemo, useSyncExternalStore } from 'react';
import type { MemberProfile } from '@vouch/contracts';
import { getUserInfo } from './session';

const USER_EVENT = 'vouch:session';

function subscribe(onChange: () => void) {
  window.addEventListener(USER_EVENT, onChange);
  // Another tab logging out changes localStorage; re-read then too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(USER_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The raw string is the snapshot: parsing on every read would hand React a new object each time. */
function snapshot() {
  const info = getUserInfo();
  return info ? JSON.stringify(info) : '';
}

/** The cached user info of spec 3, re-rendering whenever setUserInfo/clearSession run. */
export function useSessionUser(): MemberProfile | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  return useMemo(() => (raw ? (JSON.parse(raw) as MemberProfile) : null), [raw]);
}
