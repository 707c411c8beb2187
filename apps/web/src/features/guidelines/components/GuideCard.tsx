import type { ReactNode } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Card } from '../../../components/Card';

/** A white card with an icon and an <h2>, one per topic of the guidelines. */
export function GuideCard({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            {icon}
          </span>
          <h2 id={id} className="text-lg font-semibold text-ink-900 sm:text-xl">
            {title}
          </h2>
        </div>
        {intro && <p className="mt-3 text-sm text-ink-600">{intro}</p>}
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}

/** A list of do's (tone 'yes') or don'ts (tone 'no') with a small heading. */
export function CheckList({
  title,
  tone,
  items,
}: {
  title: string;
  tone: 'yes' | 'no';
  items: readonly ReactNode[];
}) {
  const Icon = tone === 'yes' ? CircleCheck : CircleX;
  const colour = tone === 'yes' ? 'text-success-700' : 'text-danger-700';
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
      <ul className="mt-3 space-y-2.5">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2.5 text-sm text-ink-700">
            <Icon aria-hidden="true" className={`mt-0.5 size-4.5 shrink-0 ${colour}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
