import { useState } from 'react';
import { Award, Flame, Lightbulb, Trophy } from 'lucide-react';
import type { LeaderboardEntry } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { attendanceRate, dailyTip, earnedBadges, presentStreak, type DayStatus, type ScoreBreakdown } from '../progress.ts';
import { ScoreBreakdownDialog } from './score-breakdown-dialog.tsx';
import { formatNumber } from '../../../lib/format.ts';

type Props = {
  statuses: DayStatus[];
  breakdown: ScoreBreakdown;
  completedTasks: number;
  totalTasks: number;
  /** From the server's leaderboard; its score is the one that counts. */
  standing: LeaderboardEntry | null | undefined;
  fallbackScore: number;
};

function Bar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{label}</span>
        <span>{value}%</span>
      </div>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

export function ParticipantOverview({ statuses, breakdown, completedTasks, totalTasks, standing, fallbackScore }: Props) {
  const [details, setDetails] = useState(false);
  const streak = presentStreak(statuses);
  const badges = earnedBadges(streak, completedTasks);
  const total = standing?.totalScore ?? fallbackScore;
  return (
    <Card className="p-5 sm:p-6" data-tour="participant-overview">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Participant Overview</h2>
        <Button variant="outline" size="sm" onClick={() => setDetails(true)}>
          Details
        </Button>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-3 text-center">
        <div role="group" aria-label="Total score" className="rounded-xl bg-blue-50 p-3 dark:bg-blue-500/10">
          <Trophy aria-hidden="true" className="mx-auto size-5 text-blue-600 dark:text-blue-400" />
          <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{formatNumber(total)}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Total score</p>
        </div>
        <div role="group" aria-label="Rank" className="rounded-xl bg-violet-50 p-3 dark:bg-violet-500/10">
          <Award aria-hidden="true" className="mx-auto size-5 text-violet-600 dark:text-violet-300" />
          <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{standing ? `#${standing.rank}` : '–'}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Rank</p>
        </div>
        <div role="group" aria-label="Day streak" className="rounded-xl bg-orange-50 p-3 dark:bg-orange-500/10">
          <Flame aria-hidden="true" className="mx-auto size-5 text-orange-600 dark:text-orange-400" />
          <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{streak}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Day streak</p>
        </div>
      </div>
      {badges.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Badges">
          {badges.map((b) => (
            <li key={b.id}>
              <Badge tone={b.id === 'on-fire' ? 'red' : 'violet'} title={b.description}>
                {b.id === 'on-fire' ? <Flame aria-hidden="true" className="size-3" /> : <Award aria-hidden="true" className="size-3" />} {b.label}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 space-y-3">
        <Bar label="Attendance" value={attendanceRate(statuses)} />
        <Bar label="Tasks completed" value={totalTasks ? Math.round((completedTasks / totalTasks) * 100) : 0} />
      </div>
      <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {dailyTip(streak)}
      </p>
      <ScoreBreakdownDialog open={details} onOpenChange={setDetails} breakdown={breakdown} total={total} />
    </Card>
  );
}
