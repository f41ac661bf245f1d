import { Layers, Trophy, UserRound } from 'lucide-react';
import { PARTICIPANT_TYPE_LABELS, type PublicUser } from '@hackcamp/contract';
import { TeamManagementCard } from '../../features/team-formation/components/team-management-card.tsx';
import { StatTile } from '../shared/stat-tile.tsx';

export function OverviewTab({ user }: { user: PublicUser }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatTile icon={Trophy} label="Total score" value={`${user.totalScore} points`} />
        <StatTile icon={Layers} label="Programme" value={PARTICIPANT_TYPE_LABELS.bootcamp} />
        <StatTile icon={UserRound} label="College" value={user.collegeName || 'Not provided'} />
      </div>
      <TeamManagementCard />
    </div>
  );
}
