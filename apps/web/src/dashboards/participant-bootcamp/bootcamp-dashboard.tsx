import { useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { ClipboardList, Compass, FileText, Home, Menu, Trophy, UserRound, X } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useReturnFocus } from '../../components/ui/dialog.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { LeaderboardTab } from '../../features/leaderboard/components/leaderboard-tab.tsx';
import { useMyMentor } from '../../features/mentors/api/get-my-mentor.ts';
import { useMyAttendance } from '../../features/progress/api/get-my-attendance.ts';
import { useMyStanding } from '../../features/progress/api/get-my-standing.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { useMySubmissions } from '../../features/tasks/api/get-my-submissions.ts';
import { useTasks } from '../../features/tasks/api/get-tasks.ts';
import { TasksTab } from '../../features/tasks/components/tasks-tab.tsx';
import { useMyTeam } from '../../features/team-formation/api/get-my-team.ts';
import { ProblemsTab } from '../../features/team-formation/components/problems-tab.tsx';
import { GuidedTour } from '../../features/tour/guided-tour.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { BOOTCAMP_TOUR, BOOTCAMP_TOUR_KEY } from './tour-steps.ts';

export type BootcampTab = 'home' | 'problems' | 'tasks' | 'leaderboard' | 'profile';

const TABS = [
  { value: 'home', label: 'Overview', icon: Home },
  { value: 'problems', label: 'Problem Statements', icon: FileText },
  { value: 'tasks', label: 'Tasks', icon: ClipboardList },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
  { value: 'profile', label: 'Profile', icon: UserRound },
];

export function BootcampDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  const [tab, setTab] = useState<BootcampTab>('home');
  const [tourSignal, setTourSignal] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  // Loaded in parallel, as the spec says: tasks, attendance, submissions, mentor and team.
  const tasks = useTasks();
  const attendance = useMyAttendance();
  const submissions = useMySubmissions();
  const mentor = useMyMentor();
  useMyTeam();
  const standing = useMyStanding(user._id);
  // The event's dates decide the calendar and "today": wait for them like for the rest.
  const settings = useEventSettings();
  const core = [tasks, attendance, submissions, mentor, settings];

  let body;
  if (core.some((q) => q.isLoading)) body = <PageSpinner className="py-24" />;
  else if (core.some((q) => q.isError)) {
    body = (
      <Card className="mx-auto max-w-md p-8 text-center" role="alert">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Error Loading Dashboard</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Failed to load dashboard data. Please try again.</p>
        <Button className="mt-5" onClick={() => core.forEach((q) => q.isError && void q.refetch())} loading={core.some((q) => q.isFetching)}>
          Try Again
        </Button>
      </Card>
    );
  } else {
    body = (
      <Tabs value={tab} onValueChange={(v) => setTab(v as BootcampTab)} items={TABS} label="Dashboard sections">
        <TabPanel value="home">
          <OverviewTab
            user={user}
            tasks={tasks.data!}
            attendance={attendance.data!}
            submissions={submissions.data!}
            mentor={mentor.data ?? null}
            standing={standing.data}
          />
        </TabPanel>
        <TabPanel value="problems">
          <ProblemsTab />
        </TabPanel>
        <TabPanel value="tasks">
          <TasksTab />
        </TabPanel>
        <TabPanel value="leaderboard">
          <LeaderboardTab />
        </TabPanel>
        <TabPanel value="profile">
          <div className="max-w-md">
            <ProfilePanel user={user} points={standing.data?.totalScore ?? user.totalScore} />
          </div>
        </TabPanel>
      </Tabs>
    );
  }

  return (
    <DashboardLayout
      floatingAction={
        <Button className="rounded-full shadow-lg" data-tour="quick-tour" onClick={() => setTourSignal((n) => n + 1)}>
          <Compass aria-hidden="true" className="size-4" /> Quick Tour
        </Button>
      }
    >
      <div className="mb-6 flex items-start justify-between gap-3">
        {/* One heading so the spec's welcome line reads as a single sentence. */}
        <h1 className="min-w-0 wrap-break-word text-slate-900 dark:text-white" data-tour="welcome">
          <span className="block text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {user.name}!</span>{' '}
          <span className="mt-2 block text-base font-normal text-slate-600 dark:text-slate-400">Track your progress and manage your tasks</span>
        </h1>
        <Button variant="outline" size="icon" className="shrink-0 sm:hidden" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {body}
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} current={tab} onSelect={(t) => setTab(t)} />
      <GuidedTour steps={BOOTCAMP_TOUR} tourKey={BOOTCAMP_TOUR_KEY} currentTab={tab} onTabChange={(t) => setTab(t as BootcampTab)} startSignal={tourSignal} />
    </DashboardLayout>
  );
}

/** On phones the sections also open from a slide-in menu. */
function MobileMenu({
  open,
  onOpenChange,
  current,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: BootcampTab;
  onSelect: (tab: BootcampTab) => void;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white p-5 shadow-2xl focus:outline-none motion-safe:animate-[slide-in_200ms_ease-out] dark:bg-slate-900"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">Menu</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close menu" className="rounded-md p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Dashboard sections" className="mt-4 grid gap-1">
            {TABS.map(({ value, label, icon: Icon }) => (
              <button
                key={value}
                type="button"
                aria-current={current === value ? 'page' : undefined}
                onClick={() => {
                  onSelect(value as BootcampTab);
                  onOpenChange(false);
                }}
                className="flex h-11 items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-500/15 dark:aria-[current=page]:text-blue-300"
              >
                <Icon aria-hidden="true" className="size-4" /> {label}
              </button>
            ))}
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
