import { ClipboardList, CheckCircle2, Clock, Percent } from 'lucide-react';
import type { AttendanceRecord, LeaderboardEntry, MentorView, PublicUser, Submission, Task } from '@hackcamp/contract';
import { Card } from '../../components/ui/card.tsx';
import { MyCertificatesCard } from '../../features/certificates/components/my-certificates-card.tsx';
import { CheckInCard } from '../../features/check-in/components/check-in-card.tsx';
import { MyScoreChart } from '../../features/insights/components/my-score-chart.tsx';
import { MentorCard } from '../../features/mentors/components/mentor-card.tsx';
import { AttendanceCalendar } from '../../features/progress/components/attendance-calendar.tsx';
import { ParticipantOverview } from '../../features/progress/components/participant-overview.tsx';
import { attendanceRate, dayStatuses, scoreBreakdown } from '../../features/progress/progress.ts';
import { useEventCalendar } from '../../lib/event-calendar.ts';
import { countCompleted, countPending } from '../../features/tasks/submission-status.ts';
import { TeamManagementCard } from '../../features/team-formation/components/team-management-card.tsx';
import { TeamVotingEntry } from '../../features/voting/components/team-voting-entry.tsx';
import { MyTeamProject } from '../shared/my-team-project.tsx';
import { StatTile } from '../shared/stat-tile.tsx';
import { ProfilePanel } from './profile-panel.tsx';

type Props = {
  user: PublicUser;
  tasks: Task[];
  attendance: AttendanceRecord[];
  submissions: Submission[];
  mentor: MentorView | null;
  standing: LeaderboardEntry | null | undefined;
};

export function OverviewTab({ user, tasks, attendance, submissions, mentor, standing }: Props) {
  const { days, startDate } = useEventCalendar();
  const statuses = dayStatuses(attendance, startDate);
  const completed = countCompleted(submissions);
  return (
    <div className="space-y-6">
      {/* While a check-in window admits them: first on the page, it is what they came to do. */}
      <CheckInCard />
      {/* grid-cols-1 is minmax(0, 1fr): a track never grows to fit a long word (an email) and widen the page. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-tour="summary-cards">
        <StatTile icon={ClipboardList} label="Active Tasks" value={String(tasks.length)} />
        <StatTile icon={Percent} label="Attendance Rate" value={`${attendanceRate(statuses)}%`} />
        <StatTile icon={Clock} label="Pending Submissions" value={String(countPending(submissions))} />
        <StatTile icon={CheckCircle2} label="Completed Tasks" value={String(completed)} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <TeamManagementCard leaderExtras={<TeamVotingEntry />} />
          <MyTeamProject />
          <MyScoreChart />
          <AttendanceCalendar days={days} statuses={statuses} />
        </div>
        <div className="min-w-0 space-y-6">
          <ParticipantOverview
            statuses={statuses}
            breakdown={scoreBreakdown(statuses, submissions)}
            completedTasks={completed}
            totalTasks={tasks.length}
            standing={standing}
            fallbackScore={user.totalScore}
          />
          <section aria-labelledby="mentor-details-heading" data-tour="mentor-card">
            <h2 id="mentor-details-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              Mentor Details
            </h2>
            {mentor ? (
              <MentorCard mentor={mentor} />
            ) : (
              <Card className="p-5 text-sm text-slate-600 dark:text-slate-400">No mentor has been assigned to you yet.</Card>
            )}
          </section>
          <MyCertificatesCard />
          <ProfilePanel user={user} points={standing?.totalScore ?? user.totalScore} />
        </div>
      </div>
    </div>
  );
}
