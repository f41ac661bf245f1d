import type { PublicUser } from '@hackcamp/contract';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { NewPasswordForm } from './new-password-form.tsx';

/** The invitation link's page: the password twice; `onJoined` follows, already signed in. */
export function WelcomeForm({ token, onJoined }: { token: string; onJoined: (user: PublicUser) => void }) {
  const accept = useAcceptInvitation();
  return (
    <NewPasswordForm
      idPrefix="welcome"
      labels={{ password: 'New password', confirm: 'Confirm password', submit: 'Choose password and sign in' }}
      pending={accept.isPending}
      error={accept.isError ? accept.error : null}
      onSubmit={(newPassword) => accept.mutate({ token, newPassword }, { onSuccess: ({ user }) => onJoined(user) })}
    />
  );
}
