import { useState } from 'react';
import { ArrowRight, Circle, CircleCheck, ListChecks, X } from 'lucide-react';
import type { SetupStepKey } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSetupChecklist } from '../api/get-setup-checklist.ts';

/** Where a step's button leads: an admin tab, or the check-in panel on the Overview itself. */
export type SetupTarget = 'settings' | 'users' | 'import' | 'mentor-assignment' | 'tasks' | 'check-in' | 'judge-assignment' | 'certificates';

const STEPS: Record<SetupStepKey, { label: string; actions: { label: string; target: SetupTarget }[] }> = {
  event: { label: "Set the event's name and dates", actions: [{ label: 'Settings', target: 'settings' }] },
  people: {
    label: 'Add or import people',
    actions: [
      { label: 'Users', target: 'users' },
      { label: 'Import & Backup', target: 'import' },
    ],
  },
  mentors: { label: 'Assign mentors', actions: [{ label: 'Mentors Assigning', target: 'mentor-assignment' }] },
  tasks: { label: "Create day 1's tasks", actions: [{ label: 'Tasks', target: 'tasks' }] },
  'check-in': { label: 'Try a check-in', actions: [{ label: 'Check-in', target: 'check-in' }] },
  judging: { label: 'Set up judges and the rubric', actions: [{ label: 'Judges Assigning', target: 'judge-assignment' }] },
  certificates: { label: 'Set the certificate rules', actions: [{ label: 'Certificates', target: 'certificates' }] },
};

// Per account, so another superadmin on a shared computer still sees it.
const hiddenKey = (userId: string) => `hc-setup-checklist-hidden:${userId}`;
const readHidden = (userId: string) => {
  try {
    return localStorage.getItem(hiddenKey(userId)) === '1';
  } catch {
    return false;
  }
};
const writeHidden = (userId: string, hidden: boolean) => {
  try {
    if (hidden) localStorage.setItem(hiddenKey(userId), '1');
    else localStorage.removeItem(hiddenKey(userId));
  } catch {
    // storage blocked: the choice lasts until the page reloads
  }
};

/**
 * The first-run checklist: shown until every step is done or the superadmin dismisses it (then a
 * link brings it back). Nothing while it loads or if it fails: the Overview works without it.
 */
export function SetupChecklist({ userId, onOpen }: { userId: string; onOpen: (target: SetupTarget) => void }) {
  const checklist = useSetupChecklist();
  const [hidden, setHidden] = useState(() => readHidden(userId));
  const hide = (value: boolean) => {
    writeHidden(userId, value);
    setHidden(value);
  };

  const steps = checklist.data?.steps;
  if (!steps) return null;
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  if (hidden)
    return (
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => hide(false)}>
          <ListChecks aria-hidden="true" className="size-4" /> Show setup checklist
        </Button>
      </div>
    );

  const share = Math.round((done / steps.length) * 100);
  return (
    <Card role="region" aria-labelledby="setup-checklist-title">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle id="setup-checklist-title" className="flex items-center gap-2">
            <ListChecks aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Set up your event
          </CardTitle>
          <CardDescription>
            {done} of {steps.length} done
          </CardDescription>
        </div>
        <Button variant="ghost" size="sm" onClick={() => hide(true)} aria-label="Dismiss the setup checklist">
          <X aria-hidden="true" className="size-4" /> Dismiss
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        <div
          role="progressbar"
          aria-label="Setup steps done"
          aria-valuenow={done}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuetext={`${done} of ${steps.length} done`}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-emerald-600 dark:bg-emerald-500" style={{ width: `${share}%` }} />
        </div>
        <ol className="divide-y divide-slate-100 dark:divide-slate-800">
          {steps.map(({ key, done: isDone }) => {
            const step = STEPS[key];
            const Icon = isDone ? CircleCheck : Circle;
            return (
              <li key={key} data-step={key} data-done={isDone} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-center gap-3">
                  <Icon
                    aria-hidden="true"
                    className={cn('size-5 shrink-0', isDone ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-400 dark:text-slate-500')}
                  />
                  <span className={cn('text-sm', isDone ? 'text-slate-500 dark:text-slate-400' : 'font-medium text-slate-900 dark:text-white')}>
                    {step.label}
                    <span className="sr-only">{isDone ? ' (done)' : ' (not done yet)'}</span>
                  </span>
                </div>
                <div className="flex flex-wrap gap-2 pl-8 sm:pl-0">
                  {step.actions.map((a) => (
                    <Button key={a.target} variant={isDone ? 'ghost' : 'outline'} size="sm" onClick={() => onOpen(a.target)}>
                      {a.label} <ArrowRight aria-hidden="true" className="size-4" />
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
