import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';

const SHOW_MS = 5000;

/**
 * A one-time message handed over in the navigation state ('Login success'). It is cleared from
 * the history entry after a few seconds, so a reload does not show it again.
 */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: string } | null)?.notice;

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
