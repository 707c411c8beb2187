import type { ReactNode } from 'react';

/** A numbered step of the console's Quickstart. */
export function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
        {n}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-ink-900">{title}</h2>
        <div className="mt-1 text-sm text-ink-700">{children}</div>
      </div>
    </li>
  );
}

/** A snippet to read and copy; focusable, as it scrolls sideways on a phone. */
export function Snippet({ code, testId }: { code: string; testId?: string }) {
  return (
    <pre
      tabIndex={0}
      data-testid={testId}
      className="overflow-x-auto rounded-field bg-ink-900 p-3 font-mono text-xs text-white"
    >
      {code}
    </pre>
  );
}
