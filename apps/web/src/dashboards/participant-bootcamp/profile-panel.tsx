import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { MSG, type PublicUser } from '@hackcamp/contract';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';

export function ProfilePanel({ user, points }: { user: PublicUser; points: number }) {
  const [changing, setChanging] = useState(false);
  return (
    <Card className="p-5 sm:p-6" data-tour="profile-panel">
      <div className="flex items-center gap-3">
        <Avatar name={user.name} src={user.profilePicture} size="md" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900 dark:text-white" title={user.name}>
            {user.name}
          </h2>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Role</dt>
          <dd className="mt-0.5">
            <Badge tone="blue">Participant</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Points</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 dark:text-white">{formatNumber(points)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Status</dt>
          <dd className="mt-0.5">{user.isActive === false ? <Badge tone="red">Inactive</Badge> : <Badge tone="green">Active</Badge>}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Member since</dt>
          <dd className="mt-0.5 text-slate-900 dark:text-white">{formatDate(user.createdAt) ?? 'N/A'}</dd>
        </div>
      </dl>
      <Button variant="outline" className="mt-5 w-full" onClick={() => setChanging(true)}>
        <KeyRound aria-hidden="true" className="size-4" /> Change Password
      </Button>
      <ChangePasswordDialog
        open={changing}
        onOpenChange={setChanging}
        onChanged={() => {
          setChanging(false);
          toast.success(MSG.passwordChanged);
        }}
      />
    </Card>
  );
}
