import { KeyRound } from 'lucide-react';
import { MSG } from '@hackcamp/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { usePasswordRecovery } from '../../features/auth/api/password-recovery.ts';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AccountRecoveryLayout } from '../shared/account-recovery-layout.tsx';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const recovery = usePasswordRecovery();
  // Unknown (still loading, or the check failed): the form, whose answer says what applies.
  const byEmail = recovery.data?.byEmail ?? true;
  return (
    <AccountRecoveryLayout
      icon={KeyRound}
      title="Forgot your password?"
      intro={byEmail ? 'Enter the email you signed up with and we will mail you a link to choose a new password.' : null}
    >
      {recovery.isPending ? <PageSpinner className="py-6" /> : byEmail ? <ForgotPasswordForm /> : <Alert tone="error" title={MSG.recoveryByEmailOff} />}
    </AccountRecoveryLayout>
  );
}
