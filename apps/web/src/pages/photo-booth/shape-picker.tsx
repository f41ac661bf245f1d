import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { Circle, ImageIcon, Square, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import type { BadgeShape } from './badge-geometry.ts';

export const SHAPES: { value: BadgeShape; label: string; hint: string; icon: LucideIcon }[] = [
  { value: 'original', label: 'Original', hint: 'Whole picture', icon: ImageIcon },
  { value: 'square', label: 'Square', hint: 'Cropped to fill', icon: Square },
  { value: 'circle', label: 'Circle', hint: 'Round crop', icon: Circle },
];

type ShapePickerProps = {
  value: BadgeShape;
  onChange: (shape: BadgeShape) => void;
  labelledBy: string;
};

/** A Radix radio group: one tab stop, arrow keys move and select, as a native radio group would. */
export function ShapePicker({ value, onChange, labelledBy }: ShapePickerProps) {
  const hintId = useId();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(v) => onChange(v as BadgeShape)}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      className="grid grid-cols-3 gap-2 sm:gap-3"
    >
      {SHAPES.map(({ value: shape, label, hint, icon: Icon }) => (
        <RadioGroup.Item
          key={shape}
          value={shape}
          aria-describedby={`${hintId}-${shape}`}
          className={cn(
            'group flex min-w-0 flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-center transition-colors',
            'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50',
            'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:bg-slate-800/60',
            'focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none',
            'ring-offset-white dark:ring-offset-slate-900',
            'data-[state=checked]:border-blue-600 data-[state=checked]:bg-blue-50 data-[state=checked]:text-blue-700',
            'dark:data-[state=checked]:border-blue-400 dark:data-[state=checked]:bg-blue-500/10 dark:data-[state=checked]:text-blue-300',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-500 transition-colors dark:bg-slate-800 dark:text-slate-400',
              'group-data-[state=checked]:bg-blue-600 group-data-[state=checked]:text-white',
            )}
          >
            <Icon className="size-4.5" strokeWidth={2.25} />
          </span>
          <span className="text-sm font-semibold">{label}</span>
          <span id={`${hintId}-${shape}`} className="text-xs leading-tight text-slate-600 dark:text-slate-400">
            {hint}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
