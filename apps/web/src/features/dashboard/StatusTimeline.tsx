import { Circle, CircleCheck, CircleDot, CircleX } from 'lucide-react';
import type { StepState, TimelineStep } from './journey';

const stateView: Record<StepState, { icon: typeof Circle; className: string; sr: string }> = {
  done: { icon: CircleCheck, className: 'text-success-700', sr: 'done' },
  current: { icon: CircleDot, className: 'text-accent-700', sr: 'current step' },
  upcoming: { icon: Circle, className: 'text-ink-500', sr: 'not yet' },
  problem: { icon: CircleX, className: 'text-danger-700', sr: 'needs your action' },
};

/** E-mail verified → fee paid → submitted → in review → decided, each with where it stands. */
export function StatusTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="space-y-0">
      {steps.map((s, i) => {
        const v = stateView[s.state];
        const Icon = v.icon;
        const last = i === steps.length - 1;
        return (
          <li
            key={s.key}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-7 bottom-1 left-[0.6875rem] w-0.5 rounded ${
                  s.state === 'done' ? 'bg-success-600/50' : 'bg-ink-200'
                }`}
              />
            )}
            <Icon className={`size-6 shrink-0 ${v.className}`} aria-hidden="true" />
            <div className="min-w-0 pt-0.5">
              <p
                className={`font-semibold ${
                  s.state === 'upcoming'
                    ? 'text-ink-600'
                    : s.state === 'problem'
                      ? 'text-danger-700'
                      : 'text-ink-900'
                }`}
              >
                {s.title}
                <span className="sr-only"> ({v.sr})</span>
              </p>
              {s.detail && (
                <p className="mt-0.5 text-sm text-ink-600 [overflow-wrap:anywhere]">{s.detail}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
