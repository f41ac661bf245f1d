import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

// The looks are primitives.css's `ui-button-*` classes: a caller's utilities win over them.
const variants = {
  primary: 'ui-button-primary',
  secondary: 'ui-button-secondary',
  outline: 'ui-button-outline',
  ghost: 'ui-button-ghost',
  danger: 'ui-button-danger',
} as const;

const sizes = {
  sm: 'ui-button-sm',
  md: 'ui-button-md',
  lg: 'ui-button-lg',
  icon: 'ui-button-icon',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn('ui-button', variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while a request runs. */
  loading?: boolean;
};

// A link styled as a button takes `buttonClasses` rather than a Button around it, so no Slot
// (and its code) is needed on every page.
export function Button({ variant, size, loading = false, className, disabled, children, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
