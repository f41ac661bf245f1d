import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type AlertProps = {
  tone: 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** Inline banner. Errors use role="alert" so they are announced the moment they appear. */
export function Alert({ tone, title, children, className }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('ui-alert', tone === 'error' ? 'ui-alert-error' : 'ui-alert-success', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </div>
  );
}
