import { useMemo, useState, type ReactNode } from 'react';
import { CalendarCheck, Users } from 'lucide-react';
import { ATTENDANCE_MSG, MENTOR_MSG, type EventDay, type StaffAttendanceRecord } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { eventToday } from '../../../lib/event-zone.ts';
import { useStaffAttendance } from '../api/get-staff-attendance.ts';
import { EMPTY_ROSTER_QUERY, rosterView, type RosterQuery } from '../roster-view.ts';
import { AttendanceGrid, type AttendanceParticipant } from './attendance-grid.tsx';
import { BulkAttendancePanel } from './bulk-attendance-panel.tsx';
import { RosterNoMatch, RosterToolbar } from './roster-toolbar.tsx';

const TODAY_FILTERS = { absent: 'Absent today', unmarked: 'Not marked today' };

/**
 * Mark Attendance: the per-cell grid, or bulk mode. `participants` are those whose attendance is
 * tracked (bootcamp participants); `days` are the configured event's.
 */
export function AttendanceTab({
  participants,
  days,
  hackathonOnly = 0,
  onChanged,
  checkIn,
}: {
  participants: AttendanceParticipant[];
  days: EventDay[];
  hackathonOnly?: number;
  onChanged?: () => void;
  /** Check-in by QR code (its own feature), shown above the grid. */
  checkIn?: ReactNode;
}) {
  const [bulkMode, setBulkMode] = useState(false);
  const records = useStaffAttendance();
  // The event's today, as the server decides it: a later day cannot be marked yet.
  const today = eventToday();
  const someToCome = days.some((d) => d.date > today);
  // One search for the grid and Bulk Mark: narrowing the grid to those not marked, then Bulk
  // Mark, finds them still picked out.
  const [query, setQuery] = useState<RosterQuery>(EMPTY_ROSTER_QUERY);
  const isEventDay = days.some((d) => d.date === today);
  const gridQuery = isEventDay ? query : { ...query, filter: 'all' as const };
  // The grid's rows are chosen from the records as they were when the search last changed: a mark
  // made in a filtered grid ("Not marked today") must not pull its row, and the focus in it, away.
  const [held, setHeld] = useState<{ query: RosterQuery; records: StaffAttendanceRecord[] } | null>(null);
  if (bulkMode && held) setHeld(null);
  else if (!bulkMode && records.data && held?.query !== query) setHeld({ query, records: records.data });
  const rowRecords = held?.records ?? records.data;
  const shown = useMemo(
    () => rosterView(participants, rowRecords ?? [], today, { ...query, filter: isEventDay ? query.filter : 'all' }),
    [participants, rowRecords, today, query, isEventDay],
  );

  let body;
  if (participants.length === 0) body = <EmptyState icon={Users} title={MENTOR_MSG.noParticipantsTitle} description={MENTOR_MSG.noParticipants} />;
  else if (records.isLoading) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  } else if (records.isError) {
    body = (
      <Alert tone="error" title="Failed to load attendance">
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void records.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (bulkMode)
    body = (
      <BulkAttendancePanel
        participants={participants}
        days={days}
        today={today}
        records={records.data ?? []}
        query={query}
        onQueryChange={setQuery}
        onCancel={() => setBulkMode(false)}
        onChanged={onChanged}
      />
    );
  else
    body = (
      <div className="space-y-3">
        <RosterToolbar
          id="grid"
          query={gridQuery}
          onChange={setQuery}
          shown={shown.length}
          total={participants.length}
          dayFilters={isEventDay ? TODAY_FILTERS : undefined}
        />
        {shown.length === 0 ? (
          <RosterNoMatch query={query} onChange={setQuery} />
        ) : (
          <AttendanceGrid participants={shown} days={days} today={today} records={records.data ?? []} onChanged={onChanged} />
        )}
      </div>
    );

  return (
    <section aria-labelledby="attendance-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="attendance-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {bulkMode ? 'Bulk Mark Attendance' : 'Mark Attendance'}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {bulkMode
              ? 'Choose a date and a status, then click the participants to mark.'
              : 'Choose Present or Absent in a cell, or move with the arrow keys and press Enter; Remove deletes that day’s record.'}
            {hackathonOnly > 0 && ` ${hackathonOnly} hackathon-only participant${hackathonOnly === 1 ? ' has' : 's have'} no attendance tracking.`}
            {someToCome && ` ${ATTENDANCE_MSG.daysToCome}`}
          </p>
        </div>
        {!bulkMode && participants.length > 0 && (
          <Button variant="outline" onClick={() => setBulkMode(true)}>
            <CalendarCheck aria-hidden="true" className="size-4" /> Bulk Mark
          </Button>
        )}
      </div>
      {!bulkMode && participants.length > 0 && checkIn}
      {body}
    </section>
  );
}
