import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { handedOver } from '../../lib/hand-over';

const SHOW_MS = 5000;

/**
 * A one-time message handed over in the navigation state, or across the page load from a static
 * page ('Login success', lib/hand-over.ts). It is cleared from the history entry after a few
 * seconds, so a reload does not show it again.
 */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  // The page load's hand-over belongs to the screen the document opened on: its history entry
  // (clearing it below replaces the entry, with a new key).
  const [loaded] = useState(() => ({
    key: location.key,
    notice: handedOver<{ notice?: string }>()?.notice,
  }));
  const handed = loaded.key === location.key ? loaded.notice : undefined;
  const notice = (location.state as { notice?: string } | null)?.notice ?? handed;

  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => clear(), SHOW_MS);
    return () => clearTimeout(t);
  });

  function clear() {
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }

  if (!notice) return null;
  return (
    <Alert tone="success" onDismiss={clear} className="mb-6">
      {notice}
    </Alert>
  );
}
