import { Link } from 'react-router';
import { Layers, UserRound, Users } from 'lucide-react';
import { PARTICIPANT_TYPE_LABELS, type PublicUser } from '@hackcamp/contract';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { StatTile } from '../shared/stat-tile.tsx';

export function HackathonDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  return (
    <DashboardLayout>
      <DashboardIntro
        title={`Welcome back, ${user.name}!`}
        subtitle="Find your team, meet your mentor and pick a problem statement for the hackathon."
        aside={<Badge tone="violet">Hackathon Participant</Badge>}
      />

      <div className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatTile icon={Layers} label="Programme" value={PARTICIPANT_TYPE_LABELS.hackathon} />
        <StatTile icon={Users} label="Team size" value="5 to 6 members" />
        <StatTile icon={UserRound} label="College" value={user.collegeName || 'Not provided'} />
      </div>

      <ComingSoon
        title="Your hackathon dashboard is on its way"
        description="These tabs are being built and will appear here:"
        items={['Teams: create, join or leave', 'Mentors directory', 'Problem Statements', 'Profile and account settings']}
      />

      <div className="mt-6">
        <Link to="/profile" className={buttonClasses('outline')}>
          <UserRound aria-hidden="true" className="size-4" />
          My profile
        </Link>
      </div>
    </DashboardLayout>
  );
}
