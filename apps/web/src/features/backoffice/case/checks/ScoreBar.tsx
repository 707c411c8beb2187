/**
 * A score as a short bar with the threshold marked, so "how far from the line" reads at a glance.
 * Decorative: the percentages beside it are the accessible text.
 */
export function ScoreBar({
  score,
  threshold,
  passed,
}: {
  score: number;
  threshold: number | null;
  passed: boolean;
}) {
  const clamp = (v: number) => `${Math.min(100, Math.max(0, v * 100))}%`;
  return (
    <span
      aria-hidden="true"
      className="relative inline-block h-2 w-24 shrink-0 overflow-hidden rounded-full bg-ink-200"
    >
      <span
        className={`absolute inset-y-0 left-0 rounded-full ${passed ? 'bg-success-600' : 'bg-danger-600'}`}
        style={{ width: clamp(score) }}
      />
      {threshold !== null && (
        <span className="absolute inset-y-0 w-0.5 bg-ink-900" style={{ left: clamp(threshold) }} />
      )}
    </span>
  );
}
