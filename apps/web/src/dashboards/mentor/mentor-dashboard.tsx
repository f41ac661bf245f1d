import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, CalendarCheck, ClipboardCheck, LineChart } from 'lucide-react';
import { eventDays, MENTOR_MSG, type PublicUser } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { AttendanceTab } from '../../features/attendance/components/attendance-tab.tsx';
import { CheckInLauncher } from '../../features/check-in/components/check-in-launcher.tsx';
import { mentorInsightsKey } from '../../features/insights/api/get-mentor-insights.ts';
import { MentorInsights } from '../../features/insights/components/mentor-insights.tsx';
import { myParticipantsKey, useMyParticipants } from '../../features/mentees/api/get-my-participants.ts';
import { DailyReports, PARTICIPANT_PARAM } from '../../features/mentees/components/daily-reports.tsx';
import { usePendingReviewCount } from '../../features/reviews/api/get-review-queue.ts';
import { SUBMISSION_PARAM, TaskReviews } from '../../features/reviews/components/task-reviews.tsx';
import { useTasks } from '../../features/tasks/api/get-tasks.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

type MentorTab = 'attendance' | 'insights' | 'reports' | 'reviews';

const TABS = [
  { value: 'attendance', label: 'Mark Attendance', icon: CalendarCheck },
  { value: 'insights', label: 'Insights', icon: LineChart },
  { value: 'reports', label: 'Daily Reports', icon: BarChart3 },
  { value: 'reviews', label: 'Task Reviews', icon: ClipboardCheck },
];

export function MentorDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Mentor Dashboard');
  const [params, setParams] = useSearchParams();
  // A grading view's address (?submission=<id>) opens Task Reviews; leaving the tab leaves the view.
  // So does a participant's address (?participant=<id>, from the at-risk list) open Daily Reports.
  const [tab, setTab] = useState<MentorTab>(params.has(SUBMISSION_PARAM) ? 'reviews' : params.has(PARTICIPANT_PARAM) ? 'reports' : 'attendance');
  const reveal = params.get(PARTICIPANT_PARAM);
  const pending = usePendingReviewCount();
  const tabs = TABS.map((t) => (t.value === 'reviews' && pending !== undefined ? { ...t, label: `${t.label} (${pending})` } : t));
  const setParam = (name: string, value: string | null, replace: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace },
    );
  const selectTab = (value: MentorTab) => {
    setTab(value);
    if (value !== 'reviews' && params.has(SUBMISSION_PARAM)) setParam(SUBMISSION_PARAM, null, true);
    if (value !== 'reports' && params.has(PARTICIPANT_PARAM)) setParam(PARTICIPANT_PARAM, null, true);
  };
  const participantHref = (id: string) => `?${new URLSearchParams({ [PARTICIPANT_PARAM]: id })}`;
  const openParticipant = (id: string) => {
    setTab('reports');
    setParam(PARTICIPANT_PARAM, id, false);
  };
  const queryClient = useQueryClient();
  const settings = useEventSettings();
  const participants = useMyParticipants();
  const tasks = useTasks();
  // The event's days as the superadmin configured them.
  const days = useMemo(() => (settings.data ? eventDays(settings.data.startDate) : []), [settings.data]);
  const bootcamp = useMemo(() => (participants.data ?? []).filter((p) => p.participantType !== 'hackathon'), [participants.data]);
  // A mark or a grade changes the participants' reports and the group's charts (also without the live stream).
  const refreshReports = () => {
    for (const queryKey of [myParticipantsKey, mentorInsightsKey]) void queryClient.invalidateQueries({ queryKey });
  };

  const core = [settings, participants, tasks];
  let body;
  if (core.some((q) => q.isLoading)) {
    body = (
      <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-400">
        <Spinner className="size-8 text-blue-600 dark:text-blue-400" />
        <p>{MENTOR_MSG.loading}</p>
      </div>
    );
  } else if (core.some((q) => q.isError)) {
    body = (
      <Card className="mx-auto max-w-md p-8 text-center" role="alert">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Error Loading Dashboard</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{MENTOR_MSG.loadFailed}. Please try again.</p>
        <Button className="mt-5" onClick={() => core.forEach((q) => q.isError && void q.refetch())} loading={core.some((q) => q.isFetching)}>
          Try Again
        </Button>
      </Card>
    );
  } else {
    body = (
      <Tabs value={tab} onValueChange={(v) => selectTab(v as MentorTab)} items={tabs} label="Mentor dashboard sections" fit>
        <TabPanel value="attendance">
          <AttendanceTab
            participants={bootcamp}
            days={days}
            hackathonOnly={participants.data!.length - bootcamp.length}
            onChanged={refreshReports}
            checkIn={<CheckInLauncher />}
          />
        </TabPanel>
        <TabPanel value="insights">
          <MentorInsights personHref={participantHref} onOpenPerson={openParticipant} />
        </TabPanel>
        <TabPanel value="reports">
          <DailyReports key={reveal ?? ''} participants={participants.data!} tasks={tasks.data!} days={days} reveal={reveal} />
        </TabPanel>
        <TabPanel value="reviews">
          <TaskReviews tasks={tasks.data!} days={days} participants={bootcamp} onChanged={refreshReports} />
        </TabPanel>
      </Tabs>
    );
  }

  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Mentor Dashboard"
        title={`Welcome, ${user.name}!`}
        subtitle="Mark attendance, follow your participants’ progress and review their tasks."
      />
      {body}
    </DashboardLayout>
  );
}
