import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ASSIGNMENT_MSG, type AdminUser, type MentorWithParticipants } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useAssignParticipants } from '../api/assign-participants.ts';

/** Rows drawn at once; a search narrows a larger event down to them. */
const MAX_ROWS = 300;

type AssignParticipantsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mentors: MentorWithParticipants[];
  participants: AdminUser[];
  initialMentorId?: string;
};

export function AssignParticipantsDialog({ open, onOpenChange, mentors, participants, initialMentorId }: AssignParticipantsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assign Participants"
      description="Choose a mentor and tick the participants. Participants who already have a mentor move to the new one."
      className="max-w-2xl"
    >
      {open && <AssignForm mentors={mentors} participants={participants} initialMentorId={initialMentorId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AssignForm({
  mentors,
  participants,
  initialMentorId,
  onDone,
}: {
  mentors: MentorWithParticipants[];
  participants: AdminUser[];
  initialMentorId?: string;
  onDone: () => void;
}) {
  const assign = useAssignParticipants();
  const hasUnassigned = participants.some((p) => !p.mentor);
  const [mentorId, setMentorId] = useState(initialMentorId ?? '');
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<'unassigned' | 'all'>(hasUnassigned ? 'unassigned' : 'all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return participants.filter(
      (p) =>
        (scope === 'all' || !p.mentor) && p.mentor?._id !== mentorId && (!q || [p.name, p.email, p.collegeName ?? ''].some((v) => v.toLowerCase().includes(q))),
    );
  }, [participants, search, scope, mentorId]);
  const rows = matches.slice(0, MAX_ROWS);
  const allShownSelected = rows.length > 0 && rows.every((p) => selected.has(p._id));
  const mentor = mentors.find((m) => m._id === mentorId);

  const flip = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    if (!mentorId || selected.size === 0) return setProblem(ASSIGNMENT_MSG.selectMentorAndParticipants);
    setProblem(null);
    assign.mutate(
      { mentorId, participantIds: [...selected] },
      {
        onSuccess: () => {
          toast.success(`${selected.size} participant${selected.size === 1 ? '' : 's'} assigned to ${mentor?.name ?? 'the mentor'}`);
          onDone();
        },
        onError: (error) => toast.error(ASSIGNMENT_MSG.assignFailed(errorMessage(error, 'please try again'))),
      },
    );
  };

  return (
    <div className="space-y-4">
      {problem && <Alert tone="error" title={problem} />}
      {assign.isError && <Alert tone="error" title={ASSIGNMENT_MSG.assignFailed(errorMessage(assign.error, 'please try again'))} />}
      <div>
        <Label htmlFor="assign-mentor">Mentor</Label>
        <Select id="assign-mentor" value={mentorId} onChange={(e) => setMentorId(e.target.value)}>
          <option value="">Choose a mentor...</option>
          {mentors
            .filter((m) => m.isActive || m._id === mentorId)
            .map((m) => (
              <option key={m._id} value={m._id}>
                {m.name} ({m.participants.length} assigned){m.specialization ? ` · ${m.specialization}` : ''}
              </option>
            ))}
        </Select>
      </div>
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">Participants</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <SearchInput
            aria-label="Search participants"
            placeholder="Search by name, email or college..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Select aria-label="Which participants" value={scope} onChange={(e) => setScope(e.target.value as 'unassigned' | 'all')}>
            <option value="unassigned">Unassigned only</option>
            <option value="all">All participants</option>
          </Select>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-slate-600 dark:text-slate-400" aria-live="polite">
            {selected.size} selected · {matches.length} shown
          </p>
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              disabled={rows.length === 0}
              onClick={() =>
                setSelected((s) => {
                  const next = new Set(s);
                  for (const p of rows) {
                    if (allShownSelected) next.delete(p._id);
                    else next.add(p._id);
                  }
                  return next;
                })
              }
            >
              {allShownSelected ? 'Deselect shown' : 'Select all shown'}
            </Button>
            <Button size="sm" variant="ghost" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        </div>
        <ul
          className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
          aria-label="Participants to assign"
        >
          {rows.length === 0 ? (
            <li className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">
              {scope === 'unassigned' && !search ? 'Every participant has a mentor.' : 'No participants match.'}
            </li>
          ) : (
            rows.map((p) => (
              <li key={p._id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60',
                    selected.has(p._id) && 'bg-blue-50/70 dark:bg-blue-500/10',
                  )}
                >
                  <input type="checkbox" className="size-4 shrink-0 accent-blue-600" checked={selected.has(p._id)} onChange={() => flip(p._id)} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{p.name}</span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {p.email}
                      {p.collegeName ? ` · ${p.collegeName}` : ''}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{p.mentor ? `with ${p.mentor.name}` : 'Unassigned'}</span>
                </label>
              </li>
            ))
          )}
        </ul>
        {matches.length > rows.length && (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Showing the first {rows.length} of {matches.length}. Search to find the others.
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={assign.isPending}>
          Assign{selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      </div>
    </div>
  );
}
