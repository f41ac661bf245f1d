import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

export type AdminSection = { value: string; label: string; icon: LucideIcon };
export type AdminGroup = { value: string; label: string; icon: LucideIcon; sections: AdminSection[] };

type AdminSectionNavProps = {
  groups: AdminGroup[];
  value: string;
  onValueChange: (section: string) => void;
  /** The open section's content. */
  children: ReactNode;
};

/** Wide enough for every group's sections in two rows at most; narrower, one group at a time. */
const ALL_GROUPS_QUERY = '(min-width: 1024px)';

/**
 * The admin's fifteen sections, grouped, so that no width needs a sideways-scrolling tab bar (on
 * a phone it was 1,632 px long). Wide, every group is shown with its sections as one tab list; on
 * a phone or tablet a row of groups picks which group's sections are listed below it. Either way
 * every section is a tab named as before, so links (?tab=) and keyboards work the same.
 */
export function AdminSectionNav({ groups, value, onValueChange, children }: AdminSectionNavProps) {
  const wide = useMediaQuery(ALL_GROUPS_QUERY);
  const group = groups.find((g) => g.sections.some((s) => s.value === value)) ?? groups[0]!;
  // A group reopens on the section last opened in it, as a phone user switching back expects.
  const lastOpened = useRef<Record<string, string>>({});
  useEffect(() => {
    lastOpened.current[group.value] = value;
  }, [group.value, value]);
  const openGroup = (next: AdminGroup) => onValueChange(lastOpened.current[next.value] ?? next.sections[0]!.value);

  // The open section's panel keeps its place in the tree whichever way the tabs are laid out, so
  // crossing the breakpoint (a tablet turned, a window resized) keeps what is typed in it.
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      {wide ? (
        <RadixTabs.List
          aria-label="Admin sections"
          className="mb-6 flex flex-wrap gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900"
        >
          {groups.map((g) => (
            <div key={g.value} className="flex flex-wrap items-center gap-1">
              <span className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{g.label}</span>
              {g.sections.map((s) => (
                <SectionTab key={s.value} section={s} />
              ))}
            </div>
          ))}
        </RadixTabs.List>
      ) : (
        <div className="mb-6">
          <GroupTabs groups={groups} active={group} onOpen={openGroup} />
          <div role="tabpanel" id={GROUP_PANEL_ID} aria-labelledby={groupTabId(group.value)}>
            <RadixTabs.List aria-label="Admin sections" className="mt-3 flex flex-wrap gap-1.5">
              {group.sections.map((s) => (
                <SectionTab key={s.value} section={s} />
              ))}
            </RadixTabs.List>
          </div>
        </div>
      )}
      <RadixTabs.Content value={value} className="focus-visible:outline-none">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}

const GROUP_PANEL_ID = 'admin-group-sections';
const groupTabId = (group: string) => `admin-group-${group}`;

/**
 * The row of groups on a phone: tabs whose panel is the group's row of sections (so not Radix's
 * tabs, whose panels would have to hold the section's content too). Arrows, Home and End move and
 * open, as on every tab bar.
 */
function GroupTabs({ groups, active, onOpen }: { groups: AdminGroup[]; active: AdminGroup; onOpen: (group: AdminGroup) => void }) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = groups.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % groups.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + groups.length) % groups.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? groups.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onOpen(groups[next]!);
    document.getElementById(groupTabId(groups[next]!.value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Admin groups"
      className="grid gap-1 rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800/70"
      style={{ gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` }}
    >
      {groups.map((g) => {
        const selected = g === active;
        const Icon = g.icon;
        return (
          <button
            key={g.value}
            type="button"
            role="tab"
            id={groupTabId(g.value)}
            aria-selected={selected}
            aria-controls={selected ? GROUP_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            onClick={() => !selected && onOpen(g)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-lg px-1 text-center text-sm leading-tight font-medium text-slate-700 transition-colors',
              'hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-300 dark:hover:text-white',
              'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
            {g.label}
          </button>
        );
      })}
    </div>
  );
}

function SectionTab({ section: { value, label, icon: Icon } }: { section: AdminSection }) {
  return (
    <RadixTabs.Trigger
      value={value}
      data-tour={`tab-${value}`}
      className={cn(
        'flex min-h-10 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors lg:border-transparent',
        'hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
        'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white lg:dark:border-transparent',
        'data-[state=active]:border-blue-300 data-[state=active]:bg-blue-50 data-[state=active]:text-blue-800',
        'dark:data-[state=active]:border-blue-800 dark:data-[state=active]:bg-blue-950 dark:data-[state=active]:text-blue-200',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 max-sm:hidden" />
      {label}
    </RadixTabs.Trigger>
  );
}
