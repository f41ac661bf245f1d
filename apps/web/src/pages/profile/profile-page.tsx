import { useState, type ReactNode } from 'react';
import { KeyRound, Pencil, Trophy } from 'lucide-react';
import { MSG, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ChangePasswordDialog } from '../../features/account/components/change-password-dialog.tsx';
import { EditProfileDialog } from '../../features/account/components/edit-profile-dialog.tsx';
import { countOf, formatDate, initialOf } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignedInHeader } from '../shared/signed-in-header.tsx';
import { RoleBadge } from '../../components/ui/role-badge.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

type OpenDialog = 'edit' | 'password' | null;

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Stacked rather than side by side: half-width cards leave too little room for a long email.
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useSession();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The route guard only renders this page with a user; the check keeps the types honest.
  if (!user) return null;

  const open = (which: OpenDialog) => {
    setNotice(null);
    setDialog(which);
  };
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Profile Dashboard</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Your account details and security.</p>

        {notice && <Alert tone="success" title={notice} className="mt-6" />}

        <ProfileSummary user={user} onEdit={() => open('edit')} onChangePassword={() => open('password')} />

        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Account Information</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100 dark:divide-slate-800">
                <InfoRow label="Full Name">{user.name}</InfoRow>
                <InfoRow label="Email Address">{user.email}</InfoRow>
                <InfoRow label="Role">
                  <RoleBadge role={user.role} />
                </InfoRow>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Account Status</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100 dark:divide-slate-800">
                <InfoRow label="Status">
                  {/* Only an explicit false means inactive (docs/product.md). */}
                  {user.isActive === false ? <Badge tone="red">Inactive</Badge> : <Badge tone="green">Active</Badge>}
                </InfoRow>
                <InfoRow label="Member Since">{formatDate(user.createdAt) ?? 'N/A'}</InfoRow>
              </dl>
            </CardContent>
          </Card>
        </div>
      </main>

      <EditProfileDialog
        open={dialog === 'edit'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'edit' : null)}
        user={user}
        onSaved={() => done(MSG.profileUpdated)}
      />
      <ChangePasswordDialog
        open={dialog === 'password'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'password' : null)}
        onChanged={() => done(MSG.passwordChanged)}
      />
    </div>
  );
}

type ProfileSummaryProps = { user: PublicUser; onEdit: () => void; onChangePassword: () => void };

function ProfileSummary({ user, onEdit, onChangePassword }: ProfileSummaryProps) {
  return (
    <Card className="mt-6 overflow-hidden">
      <div aria-hidden="true" className="h-20 bg-linear-to-r from-blue-600 to-indigo-500 sm:h-24" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-end sm:px-6">
        <span
          aria-hidden="true"
          className="-mt-10 flex size-20 shrink-0 items-center justify-center rounded-full border-4 border-white bg-blue-600 text-3xl font-bold text-white shadow-md dark:border-slate-900"
        >
          {initialOf(user.name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-semibold text-slate-900 dark:text-white">{user.name}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <RoleBadge role={user.role} />
            {/* Hackathon-only participants have no scores (spec: no tasks, attendance or leaderboards). */}
            {user.role === 'participant' && user.participantType === 'hackathon' ? (
              <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Hackathon only</span>
            ) : (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 dark:text-slate-300">
                <Trophy aria-hidden="true" className="size-4 text-amber-500" />
                {countOf(user.totalScore, 'point')}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
          <Button onClick={onChangePassword}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change Password
          </Button>
        </div>
      </div>
    </Card>
  );
}
