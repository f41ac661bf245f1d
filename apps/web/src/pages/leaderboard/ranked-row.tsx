import { School } from 'lucide-react';
import type { LeaderboardEntry, Role } from '@hackcamp/contract';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { RankMark } from '../../features/leaderboard/components/rank-mark.tsx';
import { RoleBadge } from '../../components/ui/role-badge.tsx';
import { formatNumber } from '../../lib/format.ts';

/** Stored defaults that mean "nothing here"; the spec hides them rather than printing them. */
const shown = (value: string | null, placeholder: string) => {
  const text = value?.trim();
  return text && text !== placeholder ? text : null;
};

/** Long addresses wrap before the @ on phones instead of mid-domain. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <p className="text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400">
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </p>
  );
}

export function RankedRow({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  const description = shown(entry.description, 'No description available');
  const college = shown(entry.collegeName, 'Not Specified');
  const podium = entry.rank <= 3;
  return (
    <li
      className={cn(
        // Phones: the score drops under the name instead of squeezing it.
        'grid grid-cols-[2.5rem_auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 px-4 py-4',
        'sm:grid-cols-[3rem_auto_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4 sm:px-5',
        podium && 'bg-linear-to-r to-transparent',
        isMe ? 'bg-blue-50/80 from-blue-50 dark:bg-blue-500/10 dark:from-blue-500/10' : podium && 'from-amber-50 dark:from-amber-400/10',
      )}
    >
      <div className="flex h-10 items-center justify-center text-sm">
        <RankMark rank={entry.rank} />
      </div>
      <Avatar name={entry.name} src={entry.profilePicture} className="bg-linear-to-br from-blue-500 to-indigo-600" />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">{entry.name}</p>
          <RoleBadge role={entry.role as Role} />
          {isMe && <Badge tone="slate">You</Badge>}
        </div>
        {/* Left out for participants unless the organiser shows participants' emails. */}
        {entry.email && <Email address={entry.email} />}
        {description && <p className="mt-1.5 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
        {college && (
          <p className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
            <School aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{college}</span>
          </p>
        )}
      </div>
      <p className="col-start-3 text-slate-900 sm:col-start-4 sm:row-start-1 sm:text-right dark:text-white">
        <span className="text-lg font-bold tabular-nums sm:text-xl">{formatNumber(entry.totalScore)}</span>{' '}
        <span className="text-sm text-slate-500 dark:text-slate-400">points</span>
      </p>
    </li>
  );
}
