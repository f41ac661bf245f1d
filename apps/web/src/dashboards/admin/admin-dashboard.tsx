import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Award,
  CalendarCog,
  ClipboardList,
  FileUp,
  Gavel,
  GraduationCap,
  History,
  LayoutDashboard,
  LayoutTemplate,
  Link2,
  Megaphone,
  Settings,
  Star,
  Trophy,
  Users,
  UsersRound,
} from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { CertificatesSection } from '../../features/certificates/components/certificates-section.tsx';
import { EventSettingsSection } from '../../features/event-settings/components/event-settings-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { AdminSectionNav, type AdminGroup, type AdminSection } from './admin-section-nav.tsx';
import { AnnouncementsTab } from './announcements-tab.tsx';
import { AuditTab } from './audit-tab.tsx';
import { ImportTab } from './import-tab.tsx';
import { LandingTab } from './landing-tab.tsx';
import { JudgesAssigningTab } from './judges-assigning-tab.tsx';
import { MentorAssignmentTab } from './mentor-assignment-tab.tsx';
import { MentorsTab } from './mentors-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ResultsTab } from './results-tab.tsx';
import { TasksTab } from './tasks-tab.tsx';
import { TeamsTab } from './teams-tab.tsx';
import { UsersTab } from './users-tab.tsx';
import { VotesTab } from './votes-tab.tsx';

type TabContext = { user: PublicUser; open: (tab: string) => void };
type AdminTab = AdminSection & { render: (context: TabContext) => ReactNode };
type TabGroup = Omit<AdminGroup, 'sections'> & { sections: AdminTab[] };

/**
 * The sections by what an organiser is doing: running the event, its people, the days' work, the
 * hackathon. Each section is its own file; its value is its address (?tab=).
 */
const GROUPS: TabGroup[] = [
  {
    value: 'event',
    label: 'Event',
    icon: CalendarCog,
    sections: [
      { value: 'overview', label: 'Overview', icon: LayoutDashboard, render: ({ open }) => <OverviewTab onNavigate={open} /> },
      { value: 'settings', label: 'Settings', icon: Settings, render: () => <EventSettingsSection /> },
      { value: 'landing', label: 'Landing page', icon: LayoutTemplate, render: () => <LandingTab /> },
      { value: 'import', label: 'Import & Backup', icon: FileUp, render: () => <ImportTab /> },
      { value: 'audit', label: 'Audit', icon: History, render: () => <AuditTab /> },
    ],
  },
  {
    value: 'people',
    label: 'People',
    icon: Users,
    sections: [
      { value: 'users', label: 'Users', icon: Users, render: ({ user }) => <UsersTab currentUserId={user._id} /> },
      { value: 'mentors', label: 'Mentors', icon: GraduationCap, render: ({ user }) => <MentorsTab currentUserId={user._id} /> },
      { value: 'mentor-assignment', label: 'Mentors Assigning', icon: Link2, render: () => <MentorAssignmentTab /> },
      { value: 'judge-assignment', label: 'Judges Assigning', icon: Gavel, render: () => <JudgesAssigningTab /> },
    ],
  },
  {
    value: 'daily',
    label: 'Daily work',
    icon: ClipboardList,
    sections: [
      { value: 'tasks', label: 'Tasks', icon: ClipboardList, render: () => <TasksTab /> },
      { value: 'announcements', label: 'Announcements', icon: Megaphone, render: () => <AnnouncementsTab /> },
    ],
  },
  {
    value: 'hackathon',
    label: 'Hackathon',
    icon: Trophy,
    sections: [
      { value: 'teams', label: 'Teams', icon: UsersRound, render: () => <TeamsTab /> },
      { value: 'votes', label: 'Votes', icon: Star, render: () => <VotesTab /> },
      { value: 'results', label: 'Results', icon: Trophy, render: () => <ResultsTab /> },
      { value: 'certificates', label: 'Certificates', icon: Award, render: () => <CertificatesSection /> },
    ],
  },
];
const TABS = GROUPS.flatMap((g) => g.sections);

export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  // The open tab lives in the address, so a reload or a shared link opens the same section.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.some((t) => t.value === requested) ? requested! : 'overview';
  const select = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <DashboardLayout wide>
      <DashboardIntro
        eyebrow="Admin Dashboard"
        title={`Welcome back, ${user.name}!`}
        subtitle="Run the event: switches, people, mentors, teams, tasks and announcements."
      />
      <AdminSectionNav groups={GROUPS} value={tab} onValueChange={select}>
        {TABS.find((t) => t.value === tab)!.render({ user, open: select })}
      </AdminSectionNav>
    </DashboardLayout>
  );
}
