import { useState } from 'react';
import { KeyRound, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { LIMITS, MSG, type PublicUser } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog.tsx';
import { PersonalInformationCard } from '../../features/account/components/personal-information-card.tsx';

export function ProfileTab({ user }: { user: PublicUser }) {
  const [changing, setChanging] = useState(false);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <PersonalInformationCard user={user} />
      <div className="min-w-0 space-y-6">
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">Account Settings</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Keep your account secure with a strong password.</p>
          <Button variant="outline" className="mt-4 w-full" onClick={() => setChanging(true)}>
            <KeyRound aria-hidden="true" className="size-4" /> Change Password
          </Button>
        </Card>
        <Card className="p-5">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
            <Sparkles aria-hidden="true" className="size-4 text-blue-600 dark:text-blue-400" /> Available Features
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            As a hackathon participant you can form or join a team of up to {LIMITS.teamMaxMembers}, choose or propose a problem statement, and reach the
            mentors. Daily bootcamp tasks, attendance and leaderboards are part of the bootcamp programme.
          </p>
        </Card>
      </div>
      <ChangePasswordDialog
        open={changing}
        onOpenChange={setChanging}
        onChanged={() => {
          setChanging(false);
          toast.success(MSG.passwordChanged);
        }}
      />
    </div>
  );
}
