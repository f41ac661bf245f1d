import { useState } from 'react';
import { toast } from 'sonner';
import { TEAM_MSG, type Team } from '@hackcamp/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useLeaveTeam } from '../api/leave-team.ts';

type LeaveTeamDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; team: Team; userId: string; toastMs: number };

/**
 * Leaving asks first. The last member disbands the team; a leader with others hands over to the
 * earliest member, or to the member they pick.
 */
export function LeaveTeamDialog({ open, onOpenChange, team, userId, toastMs }: LeaveTeamDialogProps) {
  const leave = useLeaveTeam();
  const others = team.members.filter((m) => m.user._id !== userId);
  const isLeader = team.members.some((m) => m.user._id === userId && m.role === 'leader');
  const disbanding = others.length === 0;
  const [choice, setChoice] = useState<string>('auto');

  const onConfirm = () =>
    leave.mutate(
      { teamId: team._id, transferToUserId: isLeader && choice !== 'auto' ? choice : undefined },
      {
        onSuccess: (result) => {
          // The spec has no own text for the last member leaving: it is leaving, and says so.
          toast.success(result.newLeaderId ? TEAM_MSG.leftWithTransfer : TEAM_MSG.left, { duration: toastMs });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(errorMessage(error, isLeader && choice !== 'auto' ? TEAM_MSG.transferFailed : TEAM_MSG.leaveFailed), { duration: toastMs }),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={disbanding ? 'Disband team?' : 'Leave team?'}
      description={
        disbanding
          ? `You are the only member of ${team.name}. Leaving disbands the team and frees its problem statement.`
          : `You will leave ${team.name}. You can join or create another team afterwards.`
      }
      confirmLabel={disbanding ? 'Disband Team' : 'Leave Team'}
      onConfirm={onConfirm}
      pending={leave.isPending}
      destructive
    >
      {isLeader && !disbanding && (
        <div>
          <Label htmlFor="transfer-leader">New team leader</Label>
          <Select id="transfer-leader" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="auto">Automatically: {others[0]!.user.name} (earliest member)</option>
            {others.map((m) => (
              <option key={m.user._id} value={m.user._id}>
                {m.user.name}
              </option>
            ))}
          </Select>
        </div>
      )}
    </ConfirmDialog>
  );
}
