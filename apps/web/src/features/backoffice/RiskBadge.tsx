import { CircleCheck, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { RiskLevel } from '@vouch/contracts';
import { Spinner } from '../../components/Spinner';
import { riskLevelView } from './risk-level';

const icons = { clear: CircleCheck, review: TriangleAlert, high: OctagonAlert } as const;

/** The automated checks' verdict as a pill; a spinner while they still run. */
export function RiskBadge({ level, large = false }: { level: RiskLevel; large?: boolean }) {
  const view = riskLevelView[level];
  const iconSize = large ? 'size-4' : 'size-3.5';
  const Icon = level === 'pending' ? null : icons[level];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${
        large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'
      } ${view.className}`}
    >
      {Icon ? <Icon className={iconSize} aria-hidden="true" /> : <Spinner className={iconSize} />}
      {view.label}
    </span>
  );
}
