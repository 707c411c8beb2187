import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

// accent-700 and danger-700 keep white text above the 4.5:1 contrast of WCAG AA.
const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent-700 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-ink-300 bg-white text-brand-700 shadow-sm hover:bg-ink-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-danger-700 text-white shadow-sm hover:bg-danger-600',
};

const sizeClasses: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
};

/** The look of a button, for links that act as one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-field font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variantClasses[variant],
    sizeClasses[size],
  ].join(' ');
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it aria-busy. */
  loading?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) {
  // A prerendered button waits for the app (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || loading || !hydrated}
      aria-busy={loading || undefined}
      className={`${buttonClass(variant, size)} ${fullWidth ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
