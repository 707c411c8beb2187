import type { ReactNode } from 'react';
import { defineMessage } from '../../i18n';

/** What a value still loading reads (spec 8). */
export const FETCHING = defineMessage({
  id: 'profile.InfoList.fetching',
  defaultMessage: 'fetching...',
  description: 'A profile value still loading',
});

/** A definition list of label/value rows; values still loading read 'fetching...' (spec 8). */
export function InfoList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-ink-200">{children}</dl>;
}

interface InfoRowProps {
  label: string;
  value: ReactNode;
  /** A button beside the value (copy). */
  action?: ReactNode;
}

export function InfoRow({ label, value, action }: InfoRowProps) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-3 text-ink-900">
        <span className="min-w-0 [overflow-wrap:anywhere]">{value}</span>
        {action}
      </dd>
    </div>
  );
}
