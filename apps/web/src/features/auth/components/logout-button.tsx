import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useLogout } from '../api/logout.ts';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" className="size-4" />
      {/* Icon-only on phones, but the accessible name stays "Logout" everywhere. */}
      <span className="max-sm:sr-only">Logout</span>
    </Button>
  );
}
