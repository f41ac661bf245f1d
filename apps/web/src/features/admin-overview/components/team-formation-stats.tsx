import { UsersRound } from 'lucide-react';
import type { AdminOverview } from '@hackcamp/contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

export function TeamFormationStats({ teams }: { teams: AdminOverview['teams'] }) {
  const participants = teams.participantsInTeams + teams.participantsWithoutTeams;
  const share = participants === 0 ? 0 : Math.round((teams.participantsInTeams / participants) * 100);
  const figures = [
    { label: 'Total Teams', value: teams.totalTeams },
    { label: 'Participants in Teams', value: teams.participantsInTeams },
    { label: 'Participants without Teams', value: teams.participantsWithoutTeams },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Team Formation Statistics
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {figures.map(({ label, value }) => (
            <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-3 dark:bg-slate-800/60">
              <dt className="mt-1 text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
            <span>In a team</span>
            <span>{share}%</span>
          </div>
          <div
            role="meter"
            aria-label="Participants in a team"
            aria-valuenow={share}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-blue-600 dark:bg-blue-500" style={{ width: `${share}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
