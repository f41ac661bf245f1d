import { CalendarCheck, ClipboardList, GraduationCap, Users } from 'lucide-react';
import type { AdminOverview } from '@hackcamp/contract';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { eventToday } from '../../../lib/event-zone.ts';
import { countOf, formatNumber } from '../../../lib/format.ts';

/**
 * The four cards at the top of the Overview: Total Participants, Active Tasks, Active Mentors,
 * Today's Attendance, today being the event's day in its time zone, not the browser's.
 */
export function OverviewStats({ overview, now = new Date() }: { overview: AdminOverview; now?: Date }) {
  const today = eventToday(now);
  const day = overview.attendance.days.find((d) => d.date === today);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Users}
        label="Total Participants"
        value={formatNumber(overview.participants.total)}
        hint={`${overview.participants.bootcamp} bootcamp · ${overview.participants.hackathon} hackathon only`}
      />
      <StatCard icon={ClipboardList} tone="violet" label="Active Tasks" value={overview.tasks.active} hint={`of ${countOf(overview.tasks.total, 'task')}`} />
      <StatCard
        icon={GraduationCap}
        tone="green"
        label="Active Mentors"
        value={overview.mentors.active}
        hint={`of ${countOf(overview.mentors.total, 'mentor')}`}
      />
      <StatCard
        icon={CalendarCheck}
        tone="amber"
        label="Today's Attendance"
        value={day ? day.present : '—'}
        hint={day ? `present on Day ${day.day} · ${day.rate}% of ${day.recorded} marked` : 'Today is not an event day'}
      />
    </div>
  );
}
