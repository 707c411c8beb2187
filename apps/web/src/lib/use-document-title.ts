import { useEffect } from 'react';

/** Every screen names itself in the tab: 'Login · Vouch'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Vouch`;
  }, [title]);
}
