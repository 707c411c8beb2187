import { CircleCheck, Info } from 'lucide-react';
import { useIntl } from '../../../i18n';
import type { CaptureHelp } from './capture-help';

const box =
  'mt-2 flex min-h-14 items-center gap-2 rounded-field border px-3 py-2 text-sm font-medium';
const tones = {
  good: { box: 'border-success-600/40 bg-success-50 text-success-700', icon: CircleCheck },
  hint: { box: 'border-ink-200 bg-white text-ink-900', icon: Info },
} as const;

/**
 * The capture-time advice under the camera view. The live region is always there while the camera
 * is, so screen readers announce each new message politely; the text only changes when the advice
 * does (see steady()), never on every frame. Nothing shows until there is advice (or ever, if the
 * detector cannot load); from then on the box keeps two lines' height, so the buttons below do not
 * jump as the advice changes.
 */
export function CaptureHelpMessage({ help }: { help: CaptureHelp | null }) {
  const intl = useIntl();
  const tone = help && tones[help.tone];
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {help && tone && (
        <p className={`${box} ${tone.box}`}>
          <tone.icon className="size-4 shrink-0" aria-hidden="true" />
          <span>{intl.formatMessage(help.text)}</span>
        </p>
      )}
    </div>
  );
}
