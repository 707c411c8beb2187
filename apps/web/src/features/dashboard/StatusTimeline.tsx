import { Circle, CircleCheck, CircleDot, CircleX } from 'lucide-react';
import { defineMessages, useIntl } from '../../i18n';
import type { StepState, TimelineStep } from './journey';

const m = defineMessages({
  done: {
    id: 'dashboard.StatusTimeline.done',
    defaultMessage: 'done',
    description: 'For screen readers, after a timeline step',
  },
  current: {
    id: 'dashboard.StatusTimeline.current',
    defaultMessage: 'current step',
    description: 'For screen readers, after a timeline step',
  },
  upcoming: {
    id: 'dashboard.StatusTimeline.upcoming',
    defaultMessage: 'not yet',
    description: 'For screen readers, after a timeline step',
  },
  problem: {
    id: 'dashboard.StatusTimeline.problem',
    defaultMessage: 'needs your action',
    description: 'For screen readers, after a timeline step',
  },
});

const stateView = {
  done: { icon: CircleCheck, className: 'text-success-700', sr: m.done },
  current: { icon: CircleDot, className: 'text-accent-700', sr: m.current },
  upcoming: { icon: Circle, className: 'text-ink-500', sr: m.upcoming },
  problem: { icon: CircleX, className: 'text-danger-700', sr: m.problem },
} satisfies Record<StepState, { icon: typeof Circle; className: string; sr: unknown }>;

/** E-mail verified → fee paid → submitted → in review → decided, each with where it stands. */
export function StatusTimeline({ steps }: { steps: TimelineStep[] }) {
  const intl = useIntl();
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
                <span className="sr-only"> ({intl.formatMessage(v.sr)})</span>
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
