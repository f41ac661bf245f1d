import { Controller, type Control } from 'react-hook-form';
import { ADMIN_MSG, GRADE_MSG, PROJECT_MSG, SETTINGS_MSG, TASK_MSG, VOTE_MSG } from '@hackcamp/contract';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SettingsFormOutput, SettingsFormValues, SettingsSwitch } from '../settings-form.ts';

/** Each switch with what it means on and off (the Overview's Event Controls say the same). */
const SWITCHES: { name: SettingsSwitch; label: string; on: string; off: string }[] = [
  { name: 'registrationOpen', label: 'Registration open', on: ADMIN_MSG.registrationOn, off: ADMIN_MSG.registrationOff },
  {
    name: 'selfCheckInEnabled',
    label: 'Self check-in',
    on: 'Bootcamp participants can mark themselves present on event days',
    off: 'Mentors mark attendance or open a check-in',
  },
  { name: 'teamFormationEnabled', label: 'Team formation', on: ADMIN_MSG.teamFormationOn, off: ADMIN_MSG.teamFormationOff },
  { name: 'votingEnabled', label: 'Voting', on: ADMIN_MSG.votingOn, off: ADMIN_MSG.votingOff },
  { name: 'projectSubmissionEnabled', label: 'Project submission', on: PROJECT_MSG.switchOn, off: PROJECT_MSG.switchOff },
  { name: 'blindVoting', label: 'Blind voting', on: VOTE_MSG.blindOn, off: VOTE_MSG.blindOff },
  { name: 'showFutureTasks', label: 'Show future tasks', on: TASK_MSG.futureTasksOn, off: TASK_MSG.futureTasksOff },
  { name: 'gradeFeedbackRequired', label: 'Feedback required with a grade', on: GRADE_MSG.feedbackRequiredOn, off: GRADE_MSG.feedbackRequiredOff },
  {
    name: 'showParticipantEmails',
    label: 'Show participant emails',
    on: SETTINGS_MSG.participantEmailsOn,
    off: SETTINGS_MSG.participantEmailsOff,
  },
  { name: 'resultsPublished', label: 'Results published', on: 'Anyone can see the winners on the results page', off: 'The results page stays hidden' },
];

/** The event-wide switches as part of the form: they change with the rest at Save. */
export function SettingsSwitches({ control }: { control: Control<SettingsFormValues, unknown, SettingsFormOutput> }) {
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {SWITCHES.map((s) => (
        <Controller
          key={s.name}
          control={control}
          name={s.name}
          render={({ field }) => (
            <div
              className={cn(
                'flex items-start gap-3 rounded-lg border p-3.5 transition-colors',
                field.value
                  ? 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-500/30 dark:bg-emerald-500/10'
                  : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/40',
              )}
            >
              <Switch
                id={`settings-${s.name}`}
                aria-describedby={`settings-${s.name}-state`}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                className="mt-0.5"
              />
              <div className="min-w-0">
                <label htmlFor={`settings-${s.name}`} className="block text-sm font-medium text-slate-900 dark:text-white">
                  {s.label}
                </label>
                <p id={`settings-${s.name}-state`} className="text-sm text-slate-600 dark:text-slate-400">
                  {field.value ? s.on : s.off}
                </p>
              </div>
            </div>
          )}
        />
      ))}
    </div>
  );
}
