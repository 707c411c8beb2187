import { stacked } from '../../../components/stacked-table';
/** The webhooks tables' cells and status pills. */
export const th =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
export const td = `px-3 py-2.5 align-top ${stacked.cell}`;

export const pill = (tone: 'ok' | 'warn' | 'bad' | 'idle', text: string) => {
  const cls = {
    ok: 'bg-success-50 text-success-700 ring-success-600/40',
    warn: 'bg-warning-50 text-warning-700 ring-warning-500/50',
    bad: 'bg-danger-50 text-danger-700 ring-danger-600/40',
    idle: 'bg-ink-100 text-ink-700 ring-ink-300',
  }[tone];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${cls}`}
    >
      {text}
    </span>
  );
};
