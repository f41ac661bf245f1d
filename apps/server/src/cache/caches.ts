import type { Channel, ChangeFeed } from '../db/change-feed.ts';
import { TaggedCache } from './tagged-cache.ts';

/**
 * What the database names when something changes (the triggers of migrations 0024 and 0027, listed there
 * and in docs/decisions/0034-staleness-declared-once.md), as the tags cached entries are built
 * from. A notification's payload is the tag itself; its channel is a tag too, meaning "anything
 * on this channel", for the few lists that show a bit of everything.
 */
export const TAG = {
  /** Any user row (an account, a score): lists over every person (an admin's pages). */
  anyUser: 'hc_users',
  /** Any person's own work, attendance, votes or judging. */
  anyPersonal: 'hc_people',
  /** Any team, membership, project, problem statement, judging round or criterion. */
  anyTeam: 'hc_teams',
  /** The tasks. */
  tasks: 'hc_tasks',
  /** The event's settings. */
  settings: 'hc_config',
  /** The teams with room, or how many there are (a team created, deleted, filled or opened). */
  openTeams: 'open-teams',
  /** The problem statements' text. */
  problems: 'problems',
  /** How many teams chose each problem statement (a team formed, gone, or choosing again). */
  problemChoices: 'problem-choices',
  /** Judging rounds and criteria. */
  judging: 'judging',
  /** The ratings a team received. */
  votesFor: (teamId: string) => `votes:${teamId}`,
  /**
   * An id as hc_teams names it, and only then: a team's row, members or project (a team's id), a
   * person joining, leaving or moving team (a person's id). The bare id is dropped by the other
   * channels too: a person's by every new score and their own work, a team's by the votes it
   * casts. A team's view (its members, its project) and a person's place in a team carry this.
   */
  onTeams: (id: string) => `teams:${id}`,
  /** What others see of a person (name, email, picture, role, type, active), not their score. */
  faceOf: (userId: string) => `face:${userId}`,
  /** A mentor's people's work or scores: their reports. */
  workOf: (mentorId: string) => `work:${mentorId}`,
  /** A mentor's people's attendance: their reports and their grid. */
  attendanceOf: (mentorId: string) => `attendance:${mentorId}`,
  /**
   * Starts `attendance-day:<mentor id>:<date>` (migration 0027): one day of a mentor's people's
   * records changed, the day their grid reads again (modules/attendance/grid-boards.ts).
   */
  attendanceDayPrefix: 'attendance-day:',
} as const satisfies Record<string, Channel | string | ((id: string) => string)>;

/** Channels whose every message names one thing that changed (a user's or a team's id, or a TAG). */
const NAMING: readonly Channel[] = ['hc_users', 'hc_people', 'hc_teams', 'hc_tasks', 'hc_config'];

/**
 * Every cache of values read from the database, kept per node, told by the database what went
 * stale (docs/decisions/0018, 0034). Each entry is kept with the tags it was built from (person
 * and team ids, TAG); a notification drops exactly the entries carrying its tag and its
 * channel's, in every cache, on every node (this one included: a write's answer waits until the
 * node has heard it, see `ChangeFeed.caughtUp`). No cache follows a channel on its own, and no
 * write clears anything by hand: who is affected by a write is decided here and in the triggers.
 */
export function createCaches(feed: ChangeFeed) {
  const caches: TaggedCache<unknown>[] = [];
  const followers: ((channel: Channel, tag: string | null) => void)[] = [];
  for (const channel of NAMING) {
    // null: the feed was away and may have missed messages, or a table was emptied.
    feed.subscribe(channel, (payload) => {
      for (const follow of followers) follow(channel, payload);
      for (const cache of caches) {
        if (payload === null) {
          cache.clear();
          continue;
        }
        if (payload) cache.invalidateTag(payload);
        if (payload && channel === 'hc_teams') cache.invalidateTag(TAG.onTeams(payload));
        cache.invalidateTag(channel);
      }
    });
  }

  return {
    create<V>(options: { maxEntries: number; maxAgeMs: number }): TaggedCache<V> {
      const cache = new TaggedCache<V>(feed, options);
      caches.push(cache as TaggedCache<unknown>);
      return cache;
    },

    /**
     * For a structure kept up to date in place (the voting list): hears every tag named, with
     * its channel, before the caches drop theirs; null when anything may have changed.
     */
    follow(listener: (channel: Channel, tag: string | null) => void) {
      followers.push(listener);
    },

    /** Whether cached values may be trusted now (see ChangeFeed.alive). */
    get alive() {
      return feed.alive;
    },
  };
}
export type Caches = ReturnType<typeof createCaches>;
