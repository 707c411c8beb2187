import { CircleCheck } from 'lucide-react';
import { defineMessages, useIntl } from '../../../i18n';
import type { CameraKind } from './camera-settings';
import { photoGuidance } from './guidance';

const m = defineMessages({
  title: {
    id: 'capture.PhotoGuidance.title',
    defaultMessage: 'For a good photo',
    description: 'Heading of the list of tips shown before taking a photo',
  },
});

/** The Guidelines' advice for a good photo, shown before every capture. */
export function PhotoGuidance({ kind, id }: { kind: CameraKind; id?: string }) {
  const intl = useIntl();
  return (
    <div id={id} className="rounded-xl bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-800">{intl.formatMessage(m.title)}</p>
      <ul className="mt-2 space-y-1.5">
        {photoGuidance[kind].map((tip) => (
          <li key={tip.id} className="flex gap-2 text-sm text-ink-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
            <span>{intl.formatMessage(tip)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
