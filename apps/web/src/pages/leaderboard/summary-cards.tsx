import type { LucideIcon } from 'lucide-react';
import { Crown, GraduationCap, TrendingUp, Users } from 'lucide-react';
import type { LeaderboardSummary } from '@hackcamp/contract';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { useLeaderboardSummary } from '../../features/leaderboard/api/get-leaderboard-summary.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { formatNumber } from '../../lib/format.ts';

const TONES = {
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  green: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  violet: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  amber: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
} as const;

type Stat = { label: string; value: number; hint: string; icon: LucideIcon; tone: keyof typeof TONES };

function statsOf(s: LeaderboardSummary): Stat[] {
  const hackathonOnly = s.totalParticipants - s.rankedParticipants;
  return [
    {
      label: 'Total Participants',
      value: s.totalParticipants,
      // The Participants tab ranks the bootcamp only, so the card says where the difference went.
      hint: hackathonOnly > 0 ? `${s.rankedParticipants} bootcamp · ${hackathonOnly} hackathon\u2011only` : 'All in the bootcamp',
      icon: Users,
      tone: 'blue',
    },
    { label: 'Total Mentors', value: s.totalMentors, hint: 'Guiding the participants', icon: GraduationCap, tone: 'green' },
    { label: 'Average Score', value: s.averageScore, hint: 'Points, across all users', icon: TrendingUp, tone: 'violet' },
    { label: 'Highest Score', value: s.highestScore, hint: 'Points, top of the event', icon: Crown, tone: 'amber' },
  ];
}

function StatCard({ label, value, hint, icon: Icon, tone }: Stat) {
  return (
    <Card role="group" aria-label={label} className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <div>
        <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl dark:text-white">{formatNumber(value)}</p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      </div>
    </Card>
  );
}

function StatSkeleton() {
  return (
    <Card aria-hidden="true" className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="h-4 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <span className="size-9 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      </div>
      <span className="h-8 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <span className="h-3 w-28 animate-pulse rounded bg-slate-100 dark:bg-slate-800/70" />
    </Card>
  );
}

export function SummaryCards() {
  const summary = useLeaderboardSummary();
  // Totals already on screen stay there if a background refresh fails.
  if (!summary.data && summary.isError)
    return <LoadError title="Couldn’t load the totals" error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  return (
    <section aria-label="Leaderboard summary" aria-busy={!summary.data} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {summary.data
        ? statsOf(summary.data).map((stat) => <StatCard key={stat.label} {...stat} />)
        : Array.from({ length: 4 }, (_, i) => <StatSkeleton key={i} />)}
    </section>
  );
}
