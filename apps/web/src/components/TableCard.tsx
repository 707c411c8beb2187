import type { ReactNode } from 'react';

/** The card look without its padding, for a table or list that runs edge to edge. */
export function TableCard({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm">
      {children}
    </div>
  );
}
