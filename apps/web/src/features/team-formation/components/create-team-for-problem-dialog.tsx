import { TEAM_MSG, type ProblemStatement } from '@hackcamp/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { CreateTeamForm } from './create-team-form.tsx';

type Props = { problem: ProblemStatement | null; onOpenChange: (open: boolean) => void; toastMs: number };

/** 'Select Problem' on a card: a new team for exactly that statement. */
export function CreateTeamForProblemDialog({ problem, onOpenChange, toastMs }: Props) {
  const settings = useEventSettings();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={problem !== null} onOpenChange={onOpenChange} title="Create Team for Problem Statement" className="max-w-lg">
      {settings.data?.teamFormationEnabled === false ? (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          {TEAM_MSG.formationDisabled}
        </p>
      ) : (
        problem && <CreateTeamForm problem={problem} onCreated={close} onCancel={close} toastMs={toastMs} />
      )}
    </Dialog>
  );
}
