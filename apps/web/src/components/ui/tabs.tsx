import { useEffect, useRef, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { revealInRow } from '../../lib/reveal-in-row.ts';

export type TabItem = { value: string; label: string; icon?: LucideIcon };

type TabsProps = {
  value: string;
  onValueChange: (value: string) => void;
  items: TabItem[];
  label: string;
  children: ReactNode;
};

/** Radix tabs (arrow keys move between tabs); the bar scrolls sideways on narrow phones. */
export function Tabs({ value, onValueChange, items, label, children }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // A tab opened from elsewhere (the phone menu, the tour) may sit off the bar's visible part.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[data-state="active"]');
    if (list.current && active) revealInRow(list.current, active);
  }, [value]);
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        ref={list}
        aria-label={label}
        className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {items.map(({ value: v, label: text, icon: Icon }) => (
          <RadixTabs.Trigger
            key={v}
            value={v}
            data-tour={`tab-${v}`}
            className={cn(
              '-mb-px flex h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors',
              'hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-400 dark:hover:text-white',
              'data-[state=active]:border-blue-600 data-[state=active]:text-blue-700 dark:data-[state=active]:border-blue-400 dark:data-[state=active]:text-blue-300',
            )}
          >
            {Icon && <Icon aria-hidden="true" className="size-4" />}
            {text}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className="focus-visible:outline-none">
      {children}
    </RadixTabs.Content>
  );
}
