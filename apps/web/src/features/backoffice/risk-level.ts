import { riskLabels, type RiskLevel } from '@vouch/contracts';

/**
 * How a risk level reads: green when every check passed, amber when something needs a look, red
 * for high risk, grey while the checks run. The words carry the meaning too (not colour alone).
 */
export const riskLevelView: Record<RiskLevel, { className: string; label: string }> = {
  clear: {
    className: 'bg-success-50 text-success-700 ring-success-600/40',
    label: riskLabels.clear,
  },
  review: {
    className: 'bg-warning-50 text-warning-700 ring-warning-500/50',
    label: riskLabels.review,
  },
  high: { className: 'bg-danger-50 text-danger-700 ring-danger-600/40', label: riskLabels.high },
  pending: { className: 'bg-ink-100 text-ink-700 ring-ink-300', label: `${riskLabels.pending}…` },
};

/** The queue's risk filter, most urgent first. */
export const riskFilterOptions = (['high', 'review', 'clear', 'pending'] as const).map((value) => ({
  value,
  label: riskLabels[value],
}));
