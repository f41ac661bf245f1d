import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { LiveStatusNotice } from '../../components/layout/live-status-notice.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';

/** Header of signed-in pages outside the dashboard: a way back, theme and logout. */
export function SignedInHeader() {
  return (
    <AppHeader
      brandTo="/dashboard"
      notice={<LiveStatusNotice />}
      actions={
        <>
          <Link to="/dashboard" className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Back to Dashboard</span>
          </Link>
          <ThemeToggle />
          <LogoutButton />
        </>
      }
    />
  );
}
