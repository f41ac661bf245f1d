import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { MSG, RESET_TOKEN_SHAPE } from '@hackcamp/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AccountRecoveryLayout } from '../shared/account-recovery-layout.tsx';

/** The token rides in the link's fragment, which no server ever receives. */
function tokenInAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.length <= 64 && RESET_TOKEN_SHAPE.test(token) ? token : null;
}

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [token] = useState(tokenInAddress);
  // Out of the address bar once read: not left in the history or a screenshot.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const done = () => {
    toast.success(MSG.passwordResetDone);
    void navigate('/login', { replace: true });
  };

  return (
    <AccountRecoveryLayout icon={KeyRound} title="Choose a new password" intro={token ? 'This ends every session of your account, on every device.' : null}>
      {token ? (
        <ResetPasswordForm token={token} onDone={done} />
      ) : (
        <Alert tone="error" title={MSG.resetLinkMissing}>
          <Link to="/forgot-password" className="mt-1 inline-block font-medium underline">
            Ask for a new link
          </Link>
        </Alert>
      )}
    </AccountRecoveryLayout>
  );
}
