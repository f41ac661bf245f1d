import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_NAMES, type EventSettings } from '@hackcamp/contract';
import { DEFAULT_EVENT_SETTINGS, eventSettingsKey } from '../lib/event-settings.ts';
import { APPLIED_LIVE_EVENTS, applyLiveEvent } from './live-cache.ts';

/** A cache as a tab holds it, one answer per view, none stale. */
const views = {
  unreadCount: ['announcements', 'unread-count'],
  managedAnnouncements: ['announcements', 'managed', 1],
  leaderboard: ['leaderboard', { role: 'participant', limit: 20 }],
  standing: ['leaderboard', 'standing', 'user-1'],
  myTasks: ['tasks', 'mine'],
  mySubmissions: ['submissions', 'mine'],
  taskCounts: ['reviews', 'task-counts'],
  taskSubmissions: ['reviews', 'task', 'task-1'],
  mentees: ['mentees', 'mine'],
  adminOverview: ['admin', 'overview'],
  myAttendance: ['attendance', 'mine'],
  staffAttendance: ['attendance', 'staff'],
  myTeam: ['team-formation', 'my-team'],
  hackathonDashboard: ['hackathon-dashboard'],
  teamTable: ['team-reports', 'teams', { page: 1 }],
  votingList: ['voting', 'teams-with-ratings', { page: 1, search: '' }],
  votesByTeam: ['voting', 'admin', 'by-team', { page: 1 }],
  results: ['judging', 'results', { page: 1 }],
  judgeOverview: ['judging', 'overview'],
  judgingRounds: ['judging', 'rounds'],
  audit: ['admin', 'audit', 'entries', { page: 1 }],
  teamProject: ['projects', 'team', 'team-1'],
  eventInsights: ['insights', 'event'],
  mentorInsights: ['insights', 'mentor', 'mine'],
  myInsights: ['insights', 'me'],
  settings: eventSettingsKey,
} satisfies Record<string, readonly unknown[]>;

function staleAfter(name: string, data: unknown = {}, reconnected = true, settingsShown?: EventSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of Object.values(views)) client.setQueryData(key, { shown: true });
  if (settingsShown) client.setQueryData(eventSettingsKey, settingsShown);
  applyLiveEvent(client, name, data, reconnected);
  const stale = Object.entries(views)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([view]) => view);
  return { stale, client };
}

describe('applyLiveEvent', () => {
  it.each([
    ['announcement', ['unreadCount', 'managedAnnouncements']],
    ['leaderboard', ['leaderboard', 'standing']],
    [
      'submission',
      ['standing', 'myTasks', 'mySubmissions', 'taskCounts', 'taskSubmissions', 'mentees', 'adminOverview', 'eventInsights', 'mentorInsights', 'myInsights'],
    ],
    ['attendance', ['standing', 'mentees', 'adminOverview', 'myAttendance', 'staffAttendance', 'eventInsights', 'mentorInsights', 'myInsights']],
    ['checkIn', ['adminOverview', 'staffAttendance', 'eventInsights', 'mentorInsights']],
    ['team', ['adminOverview', 'myTeam', 'hackathonDashboard', 'teamTable', 'votingList', 'judgeOverview', 'teamProject']],
    ['evaluation', ['results', 'judgingRounds', 'eventInsights']],
    ['vote', ['votesByTeam', 'results']],
    ['judging', ['results', 'judgeOverview', 'judgingRounds']],
  ])('%s refreshes its views and no others', (name, expected) => {
    expect(staleAfter(name).stale).toEqual(expected);
  });

  it("config puts the new settings in place without a request, and refreshes the audit trail and a participant's tasks", () => {
    const settings: EventSettings = { ...DEFAULT_EVENT_SETTINGS, votingEnabled: true };
    const { stale, client } = staleAfter('config', settings, true, DEFAULT_EVENT_SETTINGS);
    expect(client.getQueryData(eventSettingsKey)).toEqual(settings);
    // "Show future days' tasks" changes which tasks a participant gets.
    expect(stale).toEqual(['myTasks', 'audit']);
  });

  it('config with "Show participant emails" moved also refreshes the leaderboard and the teams (their answers carry the emails)', () => {
    const settings: EventSettings = { ...DEFAULT_EVENT_SETTINGS, showParticipantEmails: true };
    const { stale } = staleAfter('config', settings, true, DEFAULT_EVENT_SETTINGS);
    expect(stale).toEqual(['leaderboard', 'standing', 'myTasks', 'myTeam', 'hackathonDashboard', 'audit']);
  });

  it('resync refreshes everything', () => {
    expect(staleAfter('resync').stale).toEqual(Object.keys(views));
  });

  it('a reopened stream that could not resume refreshes everything; one that resumed, or the first opening, nothing', () => {
    expect(staleAfter('ready', { resumed: false }, true).stale).toEqual(Object.keys(views));
    expect(staleAfter('ready', { resumed: true }, true).stale).toEqual([]);
    expect(staleAfter('ready', { resumed: false }, false).stale).toEqual([]);
  });

  it('an event this build does not know changes nothing', () => {
    expect(staleAfter('something-new').stale).toEqual([]);
    expect(staleAfter('toString').stale).toEqual([]);
  });
});

describe('the events a tab listens for', () => {
  it('are every event the server sends: an EventSource hears no name it was not given', () => {
    expect([...APPLIED_LIVE_EVENTS].sort()).toEqual([...LIVE_EVENT_NAMES].sort());
  });
});
