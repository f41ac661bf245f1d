import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { toast } from 'sonner';
import { INVITE_MSG, RESET_TOKEN_SHAPE, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { WelcomeForm } from '../../features/auth/components/welcome-form.tsx';
import { homePathOf } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AccountRecoveryLayout } from '../shared/account-recovery-layout.tsx';

/** The token rides in the invitation link's fragment, which no server ever receives. */
function tokenInAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.length <= 64 && RESET_TOKEN_SHAPE.test(token) ? token : null;
}

/** Where an invitation mail's link lands: the person chooses a password and is signed in. */
export function WelcomePage() {
  useDocumentTitle('Welcome');
  const navigate = useNavigate();
  const [token] = useState(tokenInAddress);
  // Out of the address bar once read: not left in the history or a screenshot.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const joined = (user: PublicUser) => {
    toast.success(INVITE_MSG.joined);
    void navigate(homePathOf(user), { replace: true });
  };

  return (
    <AccountRecoveryLayout icon={PartyPopper} title="Welcome to HackCamp" intro={token ? 'Choose the password you will sign in with.' : null}>
      {token ? <WelcomeForm token={token} onJoined={joined} /> : <Alert tone="error" title={INVITE_MSG.linkInvalid} />}
    </AccountRecoveryLayout>
  );
}
