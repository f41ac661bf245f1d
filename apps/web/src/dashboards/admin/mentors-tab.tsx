import { MentorsManager } from '../../features/people/components/mentors-manager.tsx';

export function MentorsTab({ currentUserId }: { currentUserId: string }) {
  return <MentorsManager currentUserId={currentUserId} />;
}
