import { countOf } from '../../../lib/format.ts';
import { useMentorInsights } from '../api/get-mentor-insights.ts';
import { AtRiskList } from './at-risk-list.tsx';
import { AttendanceByDayChart } from './attendance-by-day-chart.tsx';
import { SubmissionsByDayChart } from './submissions-by-day-chart.tsx';

type Props = {
  /** A superadmin's choice of mentor; a mentor sees their own group without it. */
  mentorId?: string;
  personHref: (participantId: string) => string;
  onOpenPerson: (participantId: string) => void;
};

/** A mentor's group at a glance: who is falling behind, attendance and submissions by day (one call). */
export function MentorInsights({ mentorId, personHref, onOpenPerson }: Props) {
  const query = useMentorInsights(mentorId);
  const data = query.data;
  return (
    <section aria-labelledby="group-insights-heading" className="space-y-4">
      <div>
        <h2 id="group-insights-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your group at a glance
        </h2>
        {data && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {countOf(data.participants, 'active participant')}; the charts follow every mark and grade as it is made.
          </p>
        )}
      </div>
      <AtRiskList query={query} atRisk={data?.atRisk} personHref={personHref} onOpenPerson={onOpenPerson} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AttendanceByDayChart
          query={query}
          data={data}
          description="Your participants each bootcamp day by their mark."
          nobody="No participants are assigned to you yet."
        />
        <SubmissionsByDayChart query={query} data={data} description="Submissions for each day's tasks, how many you have graded, and how many came in late." />
      </div>
    </section>
  );
}
