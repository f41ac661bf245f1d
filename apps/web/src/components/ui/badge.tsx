import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  blue: 'ui-badge-blue',
  violet: 'ui-badge-violet',
  green: 'ui-badge-green',
  amber: 'ui-badge-amber',
  red: 'ui-badge-red',
  slate: 'ui-badge-slate',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'slate', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={cn('ui-badge', tones[tone], className)} {...props} />;
}
