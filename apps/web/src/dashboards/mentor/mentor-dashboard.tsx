import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, CalendarCheck, ClipboardCheck } from 'lucide-react';
import { eventDays, MENTOR_MSG, type PublicUser } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { AttendanceTab } from '../../features/attendance/components/attendance-tab.tsx';
import { CheckInLauncher } from '../../features/check-in/components/check-in-launcher.tsx';
import { myParticipantsKey, useMyParticipants } from '../../features/mentees/api/get-my-participants.ts';
import { DailyReports } from '../../features/mentees/components/daily-reports.tsx';
import { usePendingReviewCount } from '../../features/reviews/api/get-review-queue.ts';
import { SUBMISSION_PARAM, TaskReviews } from '../../features/reviews/components/task-reviews.tsx';
import { useTasks } from '../../features/tasks/api/get-tasks.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

type MentorTab = 'attendance' | 'reports' | 'reviews';

const TABS = [
  { value: 'attendance', label: 'Mark Attendance', icon: CalendarCheck },
  { value: 'reports', label: 'Daily Reports', icon: BarChart3 },
  { value: 'reviews', label: 'Task Reviews', icon: ClipboardCheck },
];

export function MentorDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Mentor Dashboard');
  const [params, setParams] = useSearchParams();
  // A grading view's address (?submission=<id>) opens Task Reviews; leaving the tab leaves the view.
  const [tab, setTab] = useState<MentorTab>(params.has(SUBMISSION_PARAM) ? 'reviews' : 'attendance');
  const pending = usePendingReviewCount();
  const tabs = TABS.map((t) => (t.value === 'reviews' && pending !== undefined ? { ...t, label: `${t.label} (${pending})` } : t));
  const selectTab = (value: MentorTab) => {
    setTab(value);
    if (value !== 'reviews' && params.has(SUBMISSION_PARAM))
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(SUBMISSION_PARAM);
          return next;
        },
        { replace: true },
      );
  };
  const queryClient = useQueryClient();
  const settings = useEventSettings();
  const participants = useMyParticipants();
  const tasks = useTasks();
  // The event's days as the superadmin configured them.
  const days = useMemo(() => (settings.data ? eventDays(settings.data.startDate) : []), [settings.data]);
  const bootcamp = useMemo(() => (participants.data ?? []).filter((p) => p.participantType !== 'hackathon'), [participants.data]);
  // A mark or a grade changes the participants' reports.
  const refreshReports = () => void queryClient.invalidateQueries({ queryKey: myParticipantsKey });

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
        <TabPanel value="reports">
          <DailyReports participants={participants.data!} tasks={tasks.data!} days={days} />
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
