import { FileText, GraduationCap, Users, UsersRound } from 'lucide-react';
import type { HackathonDashboard } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { MyCertificatesCard } from '../../features/certificates/components/my-certificates-card.tsx';
import { MentorCard } from '../../features/mentors/components/mentor-card.tsx';
import { TeamManagementCard } from '../../features/team-formation/components/team-management-card.tsx';
import { TeamVotingEntry } from '../../features/voting/components/team-voting-entry.tsx';
import { StatTile } from '../shared/stat-tile.tsx';
import type { HackathonTab } from './hackathon-dashboard.tsx';

export function HomeTab({ data, onNavigate }: { data: HackathonDashboard; onNavigate: (tab: HackathonTab) => void }) {
  return (
    <div className="space-y-6">
      {/* grid-cols-1 is minmax(0, 1fr): a track never grows to fit a long word (an email) and widen the page. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile icon={Users} label="Team Status" value={data.stats.teamStatus} />
        <StatTile icon={GraduationCap} label="Mentor" value={data.stats.mentorName ?? 'Not assigned yet'} />
        <StatTile icon={FileText} label="Problem Statements" value={String(data.stats.totalProblemStatements)} />
        <StatTile icon={UsersRound} label="Available Teams" value={String(data.stats.availableTeams)} />
      </div>
      {/* items-start: each panel keeps its own height; stretched to the team's, the mentor card's
          Contact button drifted to the bottom of a tall empty card. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="your-team-heading" className="min-w-0 space-y-3">
          <div className="flex items-center justify-between gap-3">
            <h2 id="your-team-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Your Team
            </h2>
            <Button variant="outline" size="sm" onClick={() => onNavigate('teams')}>
              Manage
            </Button>
          </div>
          <TeamManagementCard leaderExtras={<TeamVotingEntry />} />
        </section>
        <section aria-labelledby="your-mentor-heading" className="min-w-0 space-y-3">
          <div className="flex items-center justify-between gap-3">
            <h2 id="your-mentor-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Your Mentor
            </h2>
            <Button variant="outline" size="sm" onClick={() => onNavigate('mentors')}>
              View All
            </Button>
          </div>
          {data.mentor ? (
            <MentorCard mentor={data.mentor} />
          ) : (
            <Card className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">
              No mentor has been assigned to you yet. Browse the mentors to see who is around.
            </Card>
          )}
        </section>
      </div>
      <MyCertificatesCard />
    </div>
  );
}
