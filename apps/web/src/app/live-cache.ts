import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventSettings, LiveEventName } from '@hackcamp/contract';
import { adminOverviewKey } from '../features/admin-overview/api/get-admin-overview.ts';
import { eventSwitchesKey } from '../features/admin-overview/api/update-event-config.ts';
import { announcementKeys } from '../features/announcements/api/query-keys.ts';
import { staffAttendanceKey } from '../features/attendance/api/get-staff-attendance.ts';
import { certificateKeys } from '../features/certificates/api/query-keys.ts';
import { checkInKeys } from '../features/check-in/api/query-keys.ts';
import { judgingKeys } from '../features/judging/api/query-keys.ts';
import { eventInsightsKey, insightsKey, mentorInsightsKey } from '../features/insights/api/insights-keys.ts';
import { landingKey } from '../features/landing-editor/api/get-landing.ts';
import { leaderboardKeys } from '../features/leaderboard/api/query-keys.ts';
import { myParticipantsKey } from '../features/mentees/api/get-my-participants.ts';
import { myAttendanceKey } from '../features/progress/api/get-my-attendance.ts';
import { myStandingKey } from '../features/progress/api/get-my-standing.ts';
import { projectKeys } from '../features/projects/api/query-keys.ts';
import { reviewQueueKeys } from '../features/reviews/api/get-review-queue.ts';
import { allSubmissionKey } from '../features/reviews/api/get-submission.ts';
import { taskCountsKey } from '../features/reviews/api/get-task-counts.ts';
import { allTaskSubmissionsKey } from '../features/reviews/api/get-task-submissions.ts';
import { mySubmissionsKey } from '../features/tasks/api/get-my-submissions.ts';
import { myTasksKey } from '../features/tasks/api/get-tasks.ts';
import { teamKeys } from '../features/team-formation/api/query-keys.ts';
import { teamReportKeys } from '../features/team-reports/api/query-keys.ts';
import { votingKeys } from '../features/voting/api/query-keys.ts';
import { eventSettingsKey } from '../lib/event-settings.ts';
import { linkedViews } from './query-client.ts';

/**
 * What each live event makes stale (packages/contract/src/live/live-events.ts), besides the views
 * query-client.ts links to these keys (a team change also moves the hackathon dashboard). Only
 * what is on screen refetches; the rest when next shown. A role that never receives an event, or
 * never shows a view, pays nothing for its line.
 */
const STALE: Record<Exclude<LiveEventName, 'ready' | 'resync'>, QueryKey[]> = {
  // `config` also carries the settings themselves (below); the switches' audit entry is new; a
  // participant's tasks follow "Show future days' tasks".
  config: [eventSwitchesKey, myTasksKey],
  // An open landing page (and the editor) refetch the texts.
  landing: [landingKey],
  announcement: [announcementKeys.all],
  leaderboard: [leaderboardKeys.all, myStandingKey],
  // The participant's own work and score; their mentor's review queue and reports; the admin's figures.
  submission: [
    myTasksKey,
    mySubmissionsKey,
    myStandingKey,
    taskCountsKey,
    allTaskSubmissionsKey,
    reviewQueueKeys.all,
    allSubmissionKey,
    myParticipantsKey,
    adminOverviewKey,
    // Every chart counts submissions and grades: the event's, the mentor's group, my score.
    insightsKey,
  ],
  // A mark also moves an open check-in's "still missing", and the participant's "Checked in for today".
  // Every chart counts marks too (the event's, the mentor's group, my score and streak).
  attendance: [myAttendanceKey, myStandingKey, staffAttendanceKey, myParticipantsKey, adminOverviewKey, checkInKeys.all, insightsKey],
  // A window opened or closed (the participant's card), someone checked in (the owner's panel and grid).
  checkIn: [checkInKeys.all, staffAttendanceKey, adminOverviewKey, eventInsightsKey, mentorInsightsKey],
  // A team's size, leader or existence also moves the leaders' voting lists; its project (change
  // 'project', which its assigned judges hear too) shows on the Team tab and the judge's list.
  team: [teamKeys.all, teamReportKeys.all, adminOverviewKey, votingKeys.lists, projectKeys.all, judgingKeys.overview],
  // A judge's save (only superadmins hear it) moves the results and a round's missing count.
  evaluation: [judgingKeys.allResults, judgingKeys.rounds, eventInsightsKey],
  // Peer votes are a column of the results too.
  vote: [votingKeys.admin, judgingKeys.allResults],
  judging: [judgingKeys.all],
  // A holder's Certificates card; the superadmin's preview, issued list and counts.
  certificate: [certificateKeys.all],
};

const isStaleName = (name: string): name is keyof typeof STALE => Object.hasOwn(STALE, name);

/** Every event a tab acts on: the stream listens for these names (an EventSource hears only the names it is given). */
export const APPLIED_LIVE_EVENTS: readonly LiveEventName[] = ['ready', 'resync', ...(Object.keys(STALE) as (keyof typeof STALE)[])];

/**
 * Brings this tab's caches up to date with one event of the stream. `reconnected`: the stream had
 * opened before, so a `ready` that could not resume means events were missed.
 */
export function applyLiveEvent(client: QueryClient, name: string, data: unknown, reconnected: boolean): void {
  if (name === 'resync' || (name === 'ready' && reconnected && (data as { resumed?: unknown }).resumed !== true)) {
    void client.invalidateQueries();
    return;
  }
  if (!isStaleName(name)) return;
  // The whole new settings: every screen reading them (the admin's switches too) changes without a request.
  if (name === 'config') {
    const before = client.getQueryData<EventSettings>(eventSettingsKey);
    const after = data as EventSettings;
    client.setQueryData<EventSettings>(eventSettingsKey, after);
    // The leaderboard's and teams' answers carry emails only with "Show participant emails": every
    // open tab refetches them when that switch moves, not on any other setting's change.
    if (before?.showParticipantEmails !== after.showParticipantEmails)
      for (const key of [leaderboardKeys.all, teamKeys.all]) for (const queryKey of [key, ...linkedViews(key)]) void client.invalidateQueries({ queryKey });
  }
  for (const key of STALE[name]) for (const queryKey of [key, ...linkedViews(key)]) void client.invalidateQueries({ queryKey });
}
