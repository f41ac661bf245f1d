import { Medal, Users } from 'lucide-react';
import type { Winner } from '@hackcamp/contract';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

const PLACES = {
  1: { label: '1st place', tone: 'text-amber-800 bg-amber-50 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/30' },
  2: { label: '2nd place', tone: 'text-slate-700 bg-slate-100 ring-slate-200 dark:bg-slate-500/10 dark:text-slate-300 dark:ring-slate-500/30' },
  3: { label: '3rd place', tone: 'text-orange-700 bg-orange-50 ring-orange-200 dark:bg-orange-500/10 dark:text-orange-300 dark:ring-orange-500/30' },
} as const;

/** One of the top three: place, team, problem statement, project title and members. */
export function WinnerCard({ winner }: { winner: Winner }) {
  const place = PLACES[winner.place as 1 | 2 | 3] ?? PLACES[3];
  const headingId = `winner-${winner.teamId}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col p-5', winner.place === 1 && 'ring-2 ring-amber-300 dark:ring-amber-500/40')}
    >
      <span className={cn('inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1', place.tone)}>
        <Medal aria-hidden="true" className="size-4" /> {place.label}
      </span>
      <h3 id={headingId} className="mt-3 text-lg font-bold wrap-anywhere text-slate-900 dark:text-white">
        {winner.name} <span className="text-sm font-medium text-slate-500 dark:text-slate-400">· Team {winner.teamNumber}</span>
      </h3>
      {winner.project && <p className="mt-1 font-medium wrap-anywhere text-blue-700 dark:text-blue-300">{winner.project.title}</p>}
      {winner.problemStatement && <p className="mt-2 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">{winner.problemStatement}</p>}
      {winner.members.length > 0 && (
        <p className="mt-auto flex gap-2 pt-4 text-sm text-slate-700 dark:text-slate-300">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="wrap-anywhere">
            <span className="sr-only">Members: </span>
            {winner.members.join(', ')}
          </span>
        </p>
      )}
    </Card>
  );
}
