import { useState } from 'react';
import { Lightbulb, UserPlus, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { useMyCustomProblem } from '../api/get-my-custom-problem.ts';
import { CreateTeamForm } from './create-team-form.tsx';
import { CustomProblemForm } from './custom-problem-form.tsx';
import { FormationDisabledNotice } from './formation-disabled-notice.tsx';
import { JoinTeamList } from './join-team-list.tsx';

export type FormationMode = 'select' | 'create' | 'join' | 'createCustomProblem';

const TITLES: Record<FormationMode, string> = {
  select: 'Team Formation',
  create: 'Create a Team',
  join: 'Join a Team',
  createCustomProblem: 'Create Custom Problem Statement',
};

type TeamFormationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: FormationMode;
  toastMs?: number;
};

/** The spec's Team Formation modal: choose, then create, join or propose a problem. */
export function TeamFormationDialog({ open, onOpenChange, initialMode = 'select', toastMs = 3000 }: TeamFormationDialogProps) {
  const [mode, setMode] = useState<FormationMode>(initialMode);
  const settings = useEventSettings();
  const custom = useMyCustomProblem();
  const close = () => onOpenChange(false);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setMode(initialMode);
  };

  let body;
  if (settings.isLoading) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  } else if (settings.data && !settings.data.teamFormationEnabled) {
    body = <FormationDisabledNotice />;
  } else if (mode === 'create') {
    body = <CreateTeamForm onCreated={close} onCancel={() => setMode('select')} toastMs={toastMs} />;
  } else if (mode === 'join') {
    body = <JoinTeamList onJoined={close} toastMs={toastMs} />;
  } else if (mode === 'createCustomProblem') {
    body = <CustomProblemForm onCreated={() => setMode('select')} onCancel={() => setMode('select')} toastMs={toastMs} />;
  } else {
    body = (
      <div className="grid gap-3">
        <ModeButton icon={Users} title="Create a Team" text="Start a team around a problem statement and invite others." onClick={() => setMode('create')} />
        <ModeButton icon={UserPlus} title="Join a Team" text="Find a team that is still looking for members." onClick={() => setMode('join')} />
        {custom.data ? (
          <Alert tone="success" title="Custom Problem Created">
            Your statement “{custom.data.title}” can be chosen when you create a team.
          </Alert>
        ) : (
          <ModeButton
            icon={Lightbulb}
            title="Create Custom Problem"
            text="Have your own idea? Propose a problem statement (one per person)."
            onClick={() => setMode('createCustomProblem')}
          />
        )}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={change} title={TITLES[mode]} className="max-w-lg">
      {mode !== 'select' && settings.data?.teamFormationEnabled !== false && (
        <Button variant="ghost" size="sm" className="-mt-3 mb-3" onClick={() => setMode('select')}>
          ← Back to options
        </Button>
      )}
      {body}
    </Dialog>
  );
}

function ModeButton({ icon: Icon, title, text, onClick }: { icon: typeof Users; title: string; text: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-start gap-3 rounded-xl border border-slate-200 p-4 text-left transition-colors hover:border-blue-400 hover:bg-blue-50/60 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-700 dark:hover:border-blue-500 dark:hover:bg-blue-500/10"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-600 text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">{text}</span>
      </span>
    </button>
  );
}
