/** The 24-48 hour promise: how long a submission has waited, and how that reads. */

/** '< 1 h', '3 h', '1 d 4 h', '2 d'. */
export function formatWaited(hours: number): string {
  const h = Math.max(0, Math.floor(hours));
  if (h < 1) return '< 1 h';
  if (h < 24) return `${h} h`;
  const days = Math.floor(h / 24);
  const rest = h % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

export type WaitTone = 'ok' | 'due' | 'late';

/** Green under 24 hours, orange from 24 to 48, red beyond the promise. */
export function waitTone(hours: number): WaitTone {
  if (hours < 24) return 'ok';
  if (hours <= 48) return 'due';
  return 'late';
}

export const waitToneView: Record<WaitTone, { className: string; label: string }> = {
  ok: { className: 'bg-success-50 text-success-700 ring-success-600/40', label: 'within 24 h' },
  due: { className: 'bg-orange-50 text-orange-700 ring-orange-600/40', label: '24-48 h' },
  late: { className: 'bg-danger-50 text-danger-700 ring-danger-600/40', label: 'over 48 h' },
};
