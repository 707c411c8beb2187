import { CircleCheck } from 'lucide-react';
import type { CameraKind } from './camera-settings';
import { photoGuidance } from './guidance';

/** The Guidelines' advice for a good photo, shown before every capture. */
export function PhotoGuidance({ kind, id }: { kind: CameraKind; id?: string }) {
  return (
    <div id={id} className="rounded-xl bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-800">For a good photo</p>
      <ul className="mt-2 space-y-1.5">
        {photoGuidance[kind].map((tip) => (
          <li key={tip} className="flex gap-2 text-sm text-ink-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
