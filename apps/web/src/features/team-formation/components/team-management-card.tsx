import { useState, type ReactNode } from 'react';
import { Crown, LogOut, Pencil, UserMinus, Users } from 'lucide-react';
import { toast } from 'sonner';
import { LIMITS, TEAM_MSG, type Team } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyTeam } from '../api/get-my-team.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { EditTeamDialog } from './edit-team-dialog.tsx';
import { LeaveTeamDialog } from './leave-team-dialog.tsx';
import { TeamFormationDialog } from './team-formation-dialog.tsx';
import { TeamStatusBadge } from './team-status-badge.tsx';

/**
 * The participant's team with everything they can do to it, or the way into one. `leaderExtras`
 * is shown to the team's leader only (the dashboards put Team Voting there).
 */
export function TeamManagementCard({ toastMs = 3000, leaderExtras }: { toastMs?: number; leaderExtras?: ReactNode }) {
  const myTeam = useMyTeam();
  const [formationOpen, setFormationOpen] = useState(false);

  return (
    <Card className="min-w-0 p-5 sm:p-6" data-tour="team-card">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Users aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Team Management
      </h2>
      {myTeam.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : myTeam.isError && myTeam.data === undefined ? (
        <LoadFailure message={TEAM_MSG.loadMyTeamFailed} onRetry={() => void myTeam.refetch()} retrying={myTeam.isFetching} className="py-6" />
      ) : myTeam.data ? (
        <TeamDetails team={myTeam.data} toastMs={toastMs} leaderExtras={leaderExtras} />
      ) : (
        <div className="py-6 text-center">
          <p className="font-medium text-slate-800 dark:text-slate-200">Not part of any team</p>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            Teams of {LIMITS.teamMaxMembers - 1}-{LIMITS.teamMaxMembers} form around a problem statement for the hackathon.
          </p>
          <Button className="mt-4" onClick={() => setFormationOpen(true)}>
            Join or Create Team
          </Button>
        </div>
      )}
      <TeamFormationDialog open={formationOpen} onOpenChange={setFormationOpen} toastMs={toastMs} />
    </Card>
  );
}

function TeamDetails({ team, toastMs, leaderExtras }: { team: Team; toastMs: number; leaderExtras?: ReactNode }) {
  const { user } = useSession();
  const me = user?._id ?? '';
  const isLeader = team.leader?._id === me;
  // The server refuses edits and removals while the admin has formation switched off; leaving
  // stays open, so someone who drops out can always go.
  const formationOff = useEventSettings().data?.teamFormationEnabled === false;
  const canManage = isLeader && !formationOff;
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const remove = useRemoveMember();

  const confirmRemove = () =>
    removing &&
    remove.mutate(
      { teamId: team._id, userId: removing.id },
      {
        onSuccess: () => {
          toast.success(TEAM_MSG.memberRemoved, { duration: toastMs });
          setRemoving(null);
        },
        onError: (error) => toast.error(errorMessage(error, TEAM_MSG.removeFailed), { duration: toastMs }),
      },
    );

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xl font-bold wrap-anywhere text-slate-900 dark:text-white">{team.name}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</p>
        </div>
        <TeamStatusBadge memberCount={team.memberCount} />
      </div>
      <p className="mt-3 text-sm wrap-break-word text-slate-700 dark:text-slate-300">
        <span className="font-medium">Working on:</span> {team.problemStatement?.title ?? 'No problem statement yet'}
      </p>
      <div className="mt-3">
        <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>Members</span>
          <span>
            {team.memberCount}/{team.maxMembers}
          </span>
        </div>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" role="presentation">
          <div className="h-full rounded-full bg-blue-600" style={{ width: `${(team.memberCount / team.maxMembers) * 100}%` }} />
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800" aria-label="Team members">
        {team.members.map((m) => (
          <li key={m.user._id} className="flex items-center gap-3 py-2.5">
            <Avatar name={m.user.name} src={m.user.profilePicture} size="sm" />
            {/* Long names and emails end in an ellipsis on one line; the title shows them whole. */}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-white" title={m.user.name}>
                {m.user.name}
                {m.user._id === me && <span className="text-slate-500 dark:text-slate-400"> (you)</span>}
              </p>
              {/* Participants get other members' emails only when the organiser shows them. */}
              {m.user.email && (
                <p className="truncate text-xs text-slate-500 dark:text-slate-400" title={m.user.email}>
                  {m.user.email}
                </p>
              )}
            </div>
            {m.role === 'leader' && (
              <Badge tone="amber" className="shrink-0">
                <Crown aria-hidden="true" className="size-3" /> Leader
              </Badge>
            )}
            {canManage && m.user._id !== me && (
              <Button variant="ghost" size="icon" aria-label={`Remove ${m.user.name}`} onClick={() => setRemoving({ id: m.user._id, name: m.user.name })}>
                <UserMinus aria-hidden="true" className="size-4 text-red-600" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {isLeader && formationOff && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Team formation is closed, so the team cannot be edited for now. You can still leave it.
        </p>
      )}
      {isLeader && leaderExtras}
      <div className="mt-4 flex flex-wrap gap-2">
        {canManage && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" /> Edit Team
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden="true" className="size-4" /> Leave Team
        </Button>
      </div>
      {editing && <EditTeamDialog open={editing} onOpenChange={setEditing} team={team} toastMs={toastMs} />}
      {leaving && <LeaveTeamDialog open={leaving} onOpenChange={setLeaving} team={team} userId={me} toastMs={toastMs} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove member?"
        description={`${removing?.name ?? 'This member'} will be removed from ${team.name}.`}
        confirmLabel="Remove Member"
        onConfirm={() => confirmRemove()}
        pending={remove.isPending}
        destructive
      />
    </div>
  );
}
