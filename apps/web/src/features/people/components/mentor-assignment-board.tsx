import { useState } from 'react';
import { toast } from 'sonner';
import { GraduationCap, TriangleAlert, UserCheck, UserMinus, UserPlus, Users, UserX } from 'lucide-react';
import { ASSIGNMENT_MSG, type AssignedParticipant, type MentorWithParticipants } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useAllParticipants } from '../api/get-all-participants.ts';
import { useMentorsWithParticipants } from '../api/get-mentors-with-participants.ts';
import { useRemoveParticipants } from '../api/remove-participants.ts';
import { AssignParticipantsDialog } from './assign-participants-dialog.tsx';

/** Participants listed per card before 'Show all'. */
const PREVIEW = 6;

/** The Mentors Assigning tab: who mentors whom, who is still waiting, and the assign modal. */
export function MentorAssignmentBoard() {
  const mentors = useMentorsWithParticipants();
  const participants = useAllParticipants();
  const remove = useRemoveParticipants();
  const [assigning, setAssigning] = useState<{ mentorId?: string } | null>(null);
  const [removing, setRemoving] = useState<{ mentor: MentorWithParticipants; participant: AssignedParticipant } | null>(null);

  if (mentors.isLoading || participants.isLoading) {
    return (
      <div role="status" aria-label="Loading mentor assignments" className="flex justify-center py-16">
        <Spinner className="size-8 text-blue-600" />
      </div>
    );
  }
  if (mentors.isError || participants.isError || !mentors.data || !participants.data) {
    const failed = mentors.isError ? mentors : participants;
    return (
      <LoadError
        title={ASSIGNMENT_MSG.loadFailed}
        error={failed.error}
        onRetry={() => {
          if (mentors.isError) void mentors.refetch();
          if (participants.isError) void participants.refetch();
        }}
        retrying={mentors.isFetching || participants.isFetching}
      />
    );
  }

  const all = participants.data;
  const unassigned = all.filter((p) => !p.mentor).length;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Mentors Assigning</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Each participant has one mentor, who marks their attendance and grades their work.</p>
        </div>
        <Button onClick={() => setAssigning({})}>
          <UserPlus aria-hidden="true" className="size-4" /> Assign Participants
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={GraduationCap} label="Total Mentors" value={mentors.data.length} />
        <StatCard icon={Users} tone="violet" label="Total Participants" value={all.length} />
        <StatCard icon={UserCheck} tone="green" label="Assigned" value={all.length - unassigned} />
        <StatCard icon={UserX} tone="amber" label="Unassigned" value={unassigned} />
      </div>

      {unassigned > 0 && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-500/30 dark:bg-amber-500/10"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
          <p className="flex-1 text-sm text-amber-900 dark:text-amber-100">
            <strong>{unassigned}</strong> participant{unassigned === 1 ? ' is' : 's are'} not assigned to a mentor yet. Nobody can mark their attendance or
            grade their tasks until they are.
          </p>
          <Button size="sm" variant="outline" onClick={() => setAssigning({})}>
            Assign now
          </Button>
        </div>
      )}

      {mentors.data.length === 0 ? (
        <Card className="py-14 text-center text-slate-500 dark:text-slate-400">No mentors yet. Add mentors in the Mentors tab first.</Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {mentors.data.map((m) => (
            <MentorCard
              key={m._id}
              mentor={m}
              onAssign={() => setAssigning({ mentorId: m._id })}
              onRemove={(participant) => setRemoving({ mentor: m, participant })}
            />
          ))}
        </div>
      )}

      <AssignParticipantsDialog
        open={assigning !== null}
        onOpenChange={(open) => !open && setAssigning(null)}
        mentors={mentors.data}
        participants={all}
        initialMentorId={assigning?.mentorId}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove participant?"
        description={removing ? `${removing.participant.name} will no longer be mentored by ${removing.mentor.name}. Their records stay.` : ''}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { mentorId: removing.mentor._id, participantIds: [removing.participant._id] },
            {
              onSuccess: () => {
                toast.success(`${removing.participant.name} removed from ${removing.mentor.name}`);
                setRemoving(null);
              },
              onError: (error) => toast.error(errorMessage(error, ASSIGNMENT_MSG.removeFailed)),
            },
          )
        }
      />
    </div>
  );
}

function MentorCard({ mentor, onAssign, onRemove }: { mentor: MentorWithParticipants; onAssign: () => void; onRemove: (p: AssignedParticipant) => void }) {
  const [expanded, setExpanded] = useState(false);
  const list = expanded ? mentor.participants : mentor.participants.slice(0, PREVIEW);
  return (
    <Card className="flex flex-col" role="group" aria-label={`Mentor ${mentor.name}`}>
      <div className="flex items-start gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <Avatar name={mentor.name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{mentor.name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{mentor.specialization || 'General'}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="blue">
              {mentor.participants.length} participant{mentor.participants.length === 1 ? '' : 's'}
            </Badge>
            {!mentor.isActive && <Badge tone="slate">Inactive</Badge>}
          </div>
        </div>
        <Button size="sm" variant="outline" onClick={onAssign} aria-label={`Assign participants to ${mentor.name}`}>
          <UserPlus aria-hidden="true" className="size-4" /> Assign
        </Button>
      </div>
      {mentor.participants.length === 0 ? (
        <p className="p-4 text-sm text-slate-500 dark:text-slate-400">No participants assigned yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((p) => (
            <li key={p._id} className="flex items-center gap-2 px-4 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800 dark:text-slate-200">{p.name}</p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">{p.email}</p>
              </div>
              <Button
                size="icon"
                variant="ghost"
                className="size-9 text-slate-500 hover:text-red-700 dark:text-slate-300 dark:hover:text-red-400"
                onClick={() => onRemove(p)}
                aria-label={`Remove ${p.name} from ${mentor.name}`}
              >
                <UserMinus aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {mentor.participants.length > PREVIEW && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          className="mt-auto border-t border-slate-200 px-4 py-2.5 text-sm font-medium text-blue-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-800 dark:text-blue-400 dark:hover:bg-slate-800/60"
        >
          {expanded ? 'Show fewer' : `Show all ${mentor.participants.length}`}
        </button>
      )}
    </Card>
  );
}
