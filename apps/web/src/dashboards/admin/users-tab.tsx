import { UsersManager } from '../../features/people/components/users-manager.tsx';

export function UsersTab({ currentUserId }: { currentUserId: string }) {
  return <UsersManager currentUserId={currentUserId} />;
}
