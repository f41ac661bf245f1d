import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { revealInRow } from '../../lib/reveal-in-row.ts';

export type TabItem = { value: string; label: string; icon?: LucideIcon };

type TabsProps = {
  value: string;
  onValueChange: (value: string) => void;
  items: TabItem[];
  label: string;
  children: ReactNode;
  /**
   * A few tabs that must all stay in view on a phone (the mentor's three, a judge's rounds): they
   * share the bar's width equally and a long label wraps instead of scrolling.
   */
  fit?: boolean;
};

/**
 * Radix tabs (arrow keys move between tabs). A bar wider than the page scrolls sideways, at any
 * width, with a fade and an arrow button on each side that has more tabs.
 */
export function Tabs({ value, onValueChange, items, label, children, fit = false }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const more = useHiddenSides(list);
  // A tab opened from elsewhere (the phone menu, the tour) may sit off the bar's visible part;
  // centred, it stays clear of the fades at the bar's ends.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[data-state="active"]');
    if (list.current && active) revealInRow(list.current, active, 'center');
  }, [value]);
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <div className="relative -mx-4 mb-6 sm:mx-0">
        <RadixTabs.List
          ref={list}
          aria-label={label}
          className={cn(
            'gap-1 border-b border-slate-200 px-4 sm:px-0 dark:border-slate-800',
            fit ? 'grid auto-cols-fr grid-flow-col' : 'flex overflow-x-auto [scrollbar-width:none]',
          )}
        >
          {items.map(({ value: v, label: text, icon: Icon }) => (
            <RadixTabs.Trigger
              key={v}
              value={v}
              data-tour={`tab-${v}`}
              className={cn(
                '-mb-px flex items-center gap-2 border-b-2 border-transparent text-sm font-medium text-slate-600 transition-colors',
                // Below 360 px four fitted tabs leave ~70 px each: a smaller type keeps a word like "Attendance" whole.
                fit
                  ? 'min-h-11 min-w-0 justify-center px-1.5 py-1.5 text-center leading-tight max-[359px]:text-xs sm:px-3'
                  : 'h-11 shrink-0 px-3 whitespace-nowrap',
                'hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-400 dark:hover:text-white',
                'data-[state=active]:border-blue-600 data-[state=active]:text-blue-700 dark:data-[state=active]:border-blue-400 dark:data-[state=active]:text-blue-300',
              )}
            >
              {Icon && <Icon aria-hidden="true" className={cn('size-4 shrink-0', fit && 'max-sm:hidden')} />}
              {text}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {more.left && <ScrollHint side="left" onClick={() => list.current?.scrollBy({ left: -list.current.clientWidth * 0.7, behavior: 'smooth' })} />}
        {more.right && <ScrollHint side="right" onClick={() => list.current?.scrollBy({ left: list.current.clientWidth * 0.7, behavior: 'smooth' })} />}
      </div>
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

/** Which ends of a sideways-scrolling row have more to see, kept up to date on scroll and resize. */
function useHiddenSides(row: RefObject<HTMLElement | null>) {
  const [sides, setSides] = useState({ left: false, right: false });
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setSides((s) => (s.left === left && s.right === right ? s : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [row]);
  return sides;
}

/**
 * The fade over a cut-off end of the tab bar, with a button that scrolls it. Pointers only:
 * keyboard users move with the arrow keys, which scroll the bar to the focused tab.
 */
function ScrollHint({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        'pointer-events-none absolute top-0 bottom-px flex w-14 items-center from-slate-50 via-slate-50/90 to-transparent dark:from-slate-950 dark:via-slate-950/90',
        side === 'left' ? 'left-0 justify-start bg-gradient-to-r pl-1' : 'right-0 justify-end bg-gradient-to-l pr-1',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`tabs-scroll-${side}`}
        onClick={onClick}
        className="pointer-events-auto flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:text-white"
      >
        <Icon className="size-4" />
      </button>
    </div>
  );
}
