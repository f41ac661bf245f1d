import type { ReactNode } from 'react';
import { Crown } from 'lucide-react';
import type { Team } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TeamStatusBadge } from './team-status-badge.tsx';

/** A team as others see it when looking for one to join. */
export function TeamCard({ team, action }: { team: Team; action?: ReactNode }) {
  const headingId = `team-${team._id}`;
  return (
    <Card className="flex h-full flex-col p-5" role="article" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-semibold text-slate-900 dark:text-white" title={team.name}>
            {team.name}
          </h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</p>
        </div>
        <TeamStatusBadge memberCount={team.memberCount} />
      </div>
      {team.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{team.description}</p>}
      <p className="mt-3 text-sm wrap-break-word text-slate-700 dark:text-slate-300">
        <span className="font-medium">Working on:</span> {team.problemStatement?.title ?? 'No problem statement yet'}
      </p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <div className="flex -space-x-2" aria-hidden="true">
          {team.members.slice(0, 6).map((m) => (
            <Avatar key={m.user._id} name={m.user.name} src={m.user.profilePicture} size="sm" />
          ))}
        </div>
        <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {team.memberCount}/{team.maxMembers} members
        </span>
      </div>
      {team.leader && (
        <p className="mt-2 flex min-w-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Crown aria-hidden="true" className="size-3.5 shrink-0 text-amber-500" /> <span className="truncate">Led by {team.leader.name}</span>
        </p>
      )}
      {action && <div className="mt-auto pt-4">{action}</div>}
    </Card>
  );
}
