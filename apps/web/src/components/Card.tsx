import type { ComponentPropsWithoutRef } from 'react';

/** The white surface every screen's content sits on. */
export function Card({ className = '', ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      className={`rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
      {...rest}
    />
  );
}
