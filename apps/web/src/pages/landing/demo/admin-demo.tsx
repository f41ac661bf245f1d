import { useId, useState } from 'react';
import { CalendarCheck, ChartNoAxesColumn, ClipboardList, GraduationCap, Settings2, Users, UsersRound } from 'lucide-react';
import { Switch } from 'radix-ui';
import { cn } from '../../../lib/cn.ts';
import { ADMIN_DAYS, ADMIN_STATS, ADMIN_SWITCHES, ADMIN_TEAMS } from './demo-data.ts';
import { DemoHeader, DemoPanel, DemoStat } from './demo-parts.tsx';

export function AdminDemo() {
  const [teamFormation, setTeamFormation] = useState(ADMIN_SWITCHES.teamFormation);
  const [voting, setVoting] = useState(ADMIN_SWITCHES.voting);
  const rate = (present: number) => Math.round((present / ADMIN_STATS.totalParticipants) * 100);

  return (
    <div className="space-y-5">
      <DemoHeader eyebrow="Admin dashboard" title="Welcome back, Admin!" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <DemoStat icon={Users} label="Total Participants" value={String(ADMIN_STATS.totalParticipants)} />
        <DemoStat icon={ClipboardList} label="Active Tasks" value={String(ADMIN_STATS.activeTasks)} tone="violet" />
        <DemoStat icon={GraduationCap} label="Active Mentors" value={String(ADMIN_STATS.activeMentors)} tone="amber" />
        <DemoStat
          icon={CalendarCheck}
          label="Today's Attendance"
          value={String(ADMIN_STATS.todaysAttendance)}
          hint={`${rate(ADMIN_STATS.todaysAttendance)}% present`}
          tone="green"
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <DemoPanel title="Event Switches" icon={Settings2}>
            <div className="divide-y divide-slate-200 dark:divide-slate-800">
              <EventSwitch
                label="Team Formation"
                checked={teamFormation}
                onChange={setTeamFormation}
                on="Participants can create/join teams"
                off="Team formation will be available soon"
              />
              <EventSwitch label="Voting" checked={voting} onChange={setVoting} on="Voting is open" off="Voting is closed" />
            </div>
          </DemoPanel>
          <DemoPanel title="Team Formation Statistics" icon={UsersRound}>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                { label: 'Total teams', value: ADMIN_TEAMS.teams },
                { label: 'In a team', value: ADMIN_TEAMS.inTeams },
                { label: 'No team yet', value: ADMIN_STATS.totalParticipants - ADMIN_TEAMS.inTeams },
              ].map((s) => (
                <div key={s.label} className="flex flex-col-reverse justify-end rounded-lg bg-slate-50 px-2 py-2.5 dark:bg-slate-800/60">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{s.label}</dt>
                  <dd className="text-lg font-bold text-slate-900 dark:text-white">{s.value}</dd>
                </div>
              ))}
            </dl>
          </DemoPanel>
        </div>
        <DemoPanel title="Day-wise Attendance" icon={ChartNoAxesColumn}>
          <ul className="space-y-2.5">
            {ADMIN_DAYS.map((d) => (
              <li key={d.day} className="grid grid-cols-[4.5rem_1fr_2.75rem] items-center gap-3 text-sm">
                <span className="text-slate-700 dark:text-slate-300">
                  <span className="font-semibold">Day {d.day}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{d.date}</span>
                </span>
                {/* The bar is a picture of the number beside it; the text carries the meaning. */}
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                  <span className="block h-full rounded-full bg-emerald-500 dark:bg-emerald-400" style={{ width: `${rate(d.present)}%` }} />
                </span>
                <span className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">
                  {rate(d.present)}%<span className="sr-only">, {d.present} present</span>
                </span>
              </li>
            ))}
          </ul>
        </DemoPanel>
      </div>
    </div>
  );
}

function EventSwitch({ label, checked, onChange, on, off }: { label: string; checked: boolean; onChange: (v: boolean) => void; on: string; off: string }) {
  const labelId = useId();
  const stateId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-slate-900 dark:text-white">
          {label}
        </p>
        <p id={stateId} className={cn('text-sm', checked ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-400')}>
          {checked ? on : off}
        </p>
      </div>
      {/* Takes effect at once, as the spec asks of the real switches: no save button. */}
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none',
          'ring-offset-white dark:ring-offset-slate-900',
          'data-[state=checked]:bg-blue-600 data-[state=unchecked]:bg-slate-500',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
