import { useState, type ComponentType } from 'react';
import { FlaskConical, GraduationCap, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { AdminDemo } from './admin-demo.tsx';
import { MentorDemo } from './mentor-demo.tsx';
import { ParticipantDemo } from './participant-demo.tsx';

type View = 'participant' | 'mentor' | 'admin';

const VIEWS: { value: View; label: string; icon: LucideIcon; Demo: ComponentType }[] = [
  { value: 'participant', label: 'Participant', icon: GraduationCap, Demo: ParticipantDemo },
  { value: 'mentor', label: 'Mentor', icon: UserCheck, Demo: MentorDemo },
  { value: 'admin', label: 'Admin', icon: ShieldCheck, Demo: AdminDemo },
];

/**
 * The landing page's 3-way demo switch: miniature Participant, Mentor and Admin dashboards on fixed
 * sample data. Everything runs in the browser; nothing is fetched, saved or uploaded.
 */
export function DemoShowcase() {
  const [view, setView] = useState<View>('participant');
  return (
    <Tabs.Root value={view} onValueChange={(v) => setView(v as View)} className="w-full min-w-0">
      <div className="flex flex-col items-center gap-3">
        <Tabs.List aria-label="Demo dashboard" className="grid w-full max-w-md grid-cols-3 gap-1 rounded-xl bg-slate-200/80 p-1 dark:bg-slate-800">
          {VIEWS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                'flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors',
                'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                'focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                'data-[state=active]:bg-white data-[state=active]:text-blue-700 data-[state=active]:shadow-sm',
                'dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-blue-300',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-slate-600 dark:text-slate-400">
          <Badge tone="amber">
            <FlaskConical aria-hidden="true" className="size-3.5" /> Sample data
          </Badge>
          <span>Try it: nothing here is real, saved or sent.</span>
        </p>
      </div>

      <div className="mt-5 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40">
        {/* Browser chrome so the demo reads as "the product" rather than as more landing page. */}
        <div aria-hidden="true" className="flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2.5 dark:border-slate-800 dark:bg-slate-900">
          <span className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
          </span>
          <span className="min-w-0 flex-1 truncate rounded-md bg-white px-3 py-1 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-400">
            hackcamp · /dashboard
          </span>
        </div>
        <div className="bg-slate-50 p-3 sm:p-6 dark:bg-slate-950">
          {VIEWS.map(({ value, Demo }) => (
            // Kept mounted while hidden, so a grade or an upload survives a look at another view.
            <Tabs.Content
              key={value}
              value={value}
              forceMount
              className="rounded-lg focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none data-[state=inactive]:hidden"
            >
              <Demo />
            </Tabs.Content>
          ))}
        </div>
      </div>
    </Tabs.Root>
  );
}
