import type { ReactNode } from 'react';
import { Card } from '../../../components/Card';

/** A titled card of the case view. */
export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-lg font-semibold text-brand-700">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** One label/value line of a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="min-w-0 text-ink-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export const factListClass = 'divide-y divide-ink-200 border-y border-ink-200';
