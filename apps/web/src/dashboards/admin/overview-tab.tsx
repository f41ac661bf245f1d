import { ADMIN_MSG } from '@hackcamp/contract';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAdminOverview } from '../../features/admin-overview/api/get-admin-overview.ts';
import { EventSwitches } from '../../features/admin-overview/components/event-switches.tsx';
import { OverviewStats } from '../../features/admin-overview/components/overview-stats.tsx';
import { PeopleSummary } from '../../features/admin-overview/components/people-summary.tsx';
import { SetupChecklist, type SetupTarget } from '../../features/admin-overview/components/setup-checklist.tsx';
import { TeamFormationStats } from '../../features/admin-overview/components/team-formation-stats.tsx';
import { CheckInLauncher } from '../../features/check-in/components/check-in-launcher.tsx';
import { EventAttendanceChart, EventCharts } from '../../features/insights/components/event-charts.tsx';
import { useSession } from '../../lib/session.ts';

const CHECK_IN_ID = 'overview-check-in';

/**
 * The first-run checklist while the event is being set up, then the switches (they matter most
 * during the event), then the figures, counted on the server, and the charts of the event by day.
 */
export function OverviewTab({ onNavigate }: { onNavigate: (tab: string) => void }) {
  const overview = useAdminOverview();
  const { user } = useSession();
  const open = (target: SetupTarget) => {
    if (target !== 'check-in') return onNavigate(target);
    // The check-in panel is on this tab: bring it into view and move the focus there.
    const panel = document.getElementById(CHECK_IN_ID);
    panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    panel?.focus({ preventScroll: true });
  };
  return (
    <div className="space-y-6">
      {user && <SetupChecklist userId={user._id} onOpen={open} />}
      <EventSwitches />
      {overview.isLoading ? (
        <div role="status" aria-label="Loading dashboard data" className="flex justify-center py-16">
          <Spinner className="size-8 text-blue-600" />
        </div>
      ) : overview.isError || !overview.data ? (
        <LoadError title={ADMIN_MSG.loadFailed} error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <>
          <OverviewStats overview={overview.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <div className="space-y-6">
              <TeamFormationStats teams={overview.data.teams} />
              <PeopleSummary overview={overview.data} onAssignMentors={() => onNavigate('mentor-assignment')} />
            </div>
            <div className="min-w-0 space-y-6">
              {/* The superadmin's window admits every bootcamp participant (a mentor's, their own). */}
              <div id={CHECK_IN_ID} tabIndex={-1} className="rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500">
                <CheckInLauncher forEveryone />
              </div>
              <EventAttendanceChart />
            </div>
          </div>
          <EventCharts onOpenResults={() => onNavigate('results')} />
        </>
      )}
    </div>
  );
}
