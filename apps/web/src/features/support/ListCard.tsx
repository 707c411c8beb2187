import type { ComponentPropsWithoutRef } from 'react';

/**
 * Card's white surface without its padding, for lists whose rows run edge to edge (Card's own
 * sm:p-6 would win over an sm:p-0 passed to it).
 */
export function ListCard({ className = '', ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm ${className}`}
      {...rest}
    />
  );
}
