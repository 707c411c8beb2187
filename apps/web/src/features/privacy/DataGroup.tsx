import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card';

interface DataGroupProps {
  title: string;
  icon: LucideIcon;
  /** When this group is deleted, in plain words. */
  kept: ReactNode;
  children: ReactNode;
}

/** One group of what we hold: its facts as label/value rows, and when it is deleted. */
export function DataGroup({ title, icon: Icon, kept, children }: DataGroupProps) {
  const id = useId();
  return (
    <Card className="flex flex-col" aria-labelledby={id} role="region">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={id} className="text-lg font-semibold text-brand-700">
          {title}
        </h2>
      </div>
      <dl className="mt-4 flex-1 divide-y divide-ink-200">{children}</dl>
      <p className="mt-4 rounded-field bg-ink-50 px-3 py-2 text-sm text-ink-700">{kept}</p>
    </Card>
  );
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-right font-medium text-ink-900 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
