import { useState } from 'react';
import { CalendarCheck, CalendarClock, EyeOff, FolderUp, Star, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MSG, PROJECT_MSG, TASK_MSG, VOTE_MSG } from '@hackcamp/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { useUpdateEventConfig, type SwitchName } from '../api/update-event-config.ts';

/** `ask`: what turning it on or off changes, asked before the flip (a row without it flips at once). */
type SwitchRow = { name: SwitchName; title: string; on: string; off: string; icon: LucideIcon; ask?: { on: string; off: string } };

const ASK = ADMIN_MSG.switchAsk;
const SWITCHES: SwitchRow[] = [
  {
    name: 'teamFormationEnabled',
    title: 'Team Formation',
    on: ADMIN_MSG.teamFormationOn,
    off: ADMIN_MSG.teamFormationOff,
    icon: Users,
    ask: ASK.teamFormationEnabled,
  },
  { name: 'votingEnabled', title: 'Voting', on: ADMIN_MSG.votingOn, off: ADMIN_MSG.votingOff, icon: Star, ask: ASK.votingEnabled },
  { name: 'blindVoting', title: 'Blind voting', on: VOTE_MSG.blindOn, off: VOTE_MSG.blindOff, icon: EyeOff, ask: ASK.blindVoting },
  { name: 'registrationOpen', title: 'Registration', on: ADMIN_MSG.registrationOn, off: ADMIN_MSG.registrationOff, icon: UserPlus, ask: ASK.registrationOpen },
  {
    name: 'projectSubmissionEnabled',
    title: 'Project submission',
    on: PROJECT_MSG.switchOn,
    off: PROJECT_MSG.switchOff,
    icon: FolderUp,
    ask: ASK.projectSubmissionEnabled,
  },
  {
    name: 'showFutureTasks',
    title: "Show future days' tasks",
    on: TASK_MSG.futureTasksOn,
    off: TASK_MSG.futureTasksOff,
    icon: CalendarClock,
    ask: TASK_MSG.futureTasksAsk,
  },
];

/**
 * The event-wide switches: each flip holds for everyone from the next request, so it first asks,
 * saying what it changes (Cancel is the focused answer); the switch moves only once saved.
 */
export function EventSwitches() {
  const settings = useEventSettings();
  const update = useUpdateEventConfig();
  const [asking, setAsking] = useState<{ row: SwitchRow; checked: boolean } | null>(null);

  const save = (row: SwitchRow, checked: boolean) =>
    update.mutate(
      { [row.name]: checked },
      {
        onSuccess: () => toast.success(`${row.title} ${checked ? 'enabled' : 'disabled'}`),
        onError: (error) => toast.error(errorMessage(error, ADMIN_MSG.settingsFailed)),
        onSettled: () => setAsking(null),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarCheck aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Event Controls
        </CardTitle>
        <CardDescription>Changes take effect immediately for everyone.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {SWITCHES.map((row) => {
          const { name, title, on, off, icon: Icon } = row;
          const value = settings.data?.[name];
          const pending = update.isPending && update.variables?.[name] !== undefined;
          const id = `switch-${name}`;
          return (
            <div
              key={name}
              className={cn(
                'flex items-start justify-between gap-3 rounded-lg border p-4 transition-colors',
                value
                  ? 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-500/30 dark:bg-emerald-500/10'
                  : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/40',
              )}
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', value ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-400')} />
                <div className="min-w-0">
                  <label htmlFor={id} className="block font-semibold text-slate-900 dark:text-white">
                    {title}
                  </label>
                  <p id={`${id}-state`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                    {value === undefined ? (settings.isError ? 'Could not load this setting' : 'Loading...') : value ? on : off}
                  </p>
                </div>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-state`}
                checked={value ?? false}
                disabled={value === undefined || pending}
                onCheckedChange={(checked) => (row.ask ? setAsking({ row, checked }) : save(row, checked))}
              />
            </div>
          );
        })}
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && !update.isPending && setAsking(null)}
        title={asking ? ADMIN_MSG.switchAskTitle(asking.row.title, asking.checked) : ''}
        description={asking?.row.ask ? (asking.checked ? asking.row.ask.on : asking.row.ask.off) : ''}
        confirmLabel={ADMIN_MSG.switchAskConfirm(asking?.checked ?? true)}
        destructive={asking?.checked === false}
        pending={update.isPending}
        onConfirm={() => asking && save(asking.row, asking.checked)}
      />
    </Card>
  );
}
