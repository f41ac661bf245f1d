import type { TeamWithRating } from '@hackcamp/contract';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid-list.ts';
import { appliedThrough } from '../../lib/applied-through.ts';
import * as q from './votes.queries.ts';

export type Ballot = Omit<TeamWithRating, 'hasVoted' | 'myVote'>;

/** Tags the board names when it changes, for the pages cut from it. */
export const BOARD_TAG = {
  /** One team's line (its totals, members, name, leader). */
  team: (teamId: string) => `ballot:${teamId}`,
  /** Teams came or went, or everything was read again: every page. */
  set: 'ballots:set',
  /** Any line: the searches (a rename may change what matches). */
  any: 'ballots:any',
};

/** While the change feed is down, the board is read again at most this often. */
const WHILE_FEED_DOWN_MS = 1_000;

interface Board {
  list: Ballot[];
  /** Team id -> place in `list`. */
  place: Map<string, number>;
  /** Leader id -> their team: a leader's rename changes the team's line. */
  ledBy: Map<string, string>;
  readAt: number;
}

const toBallot = (r: Awaited<ReturnType<typeof q.ballotTeams>>[number]): Ballot => ({
  _id: r.id,
  name: r.name,
  teamNumber: r.teamNumber,
  description: r.description ?? '',
  leader: r.leaderId ? { _id: r.leaderId, name: r.leaderName! } : null,
  problemStatement: r.problemId ? { _id: r.problemId, title: r.problemTitle! } : null,
  memberCount: r.memberCount,
  totalVotes: r.totalVotes,
  averageRating: r.averageRating,
});

const ledByOf = (list: Ballot[]) => new Map(list.flatMap((b) => (b.leader ? [[b.leader._id, b._id] as const] : [])));

function boardOf(list: Ballot[]): Board {
  return { list, place: new Map(list.map((b, i) => [b._id, i])), ledBy: ledByOf(list), readAt: Date.now() };
}

/**
 * Whether two reads of a team's line show the same (both built by `toBallot`, so in one key order):
 * a leader's new score names their team, and changes nothing on it.
 */
const sameLine = (a: Ballot, b: Ballot) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every team's line of the voting list (its totals, members, leader), shared by every leader's
 * page, kept up to date in place: a vote, a join or a rename reads that one team's line again
 * (one query for all the teams named meanwhile), not all 1,700 of them. Readers never wait for it;
 * `settled()` is for the author of a write, whose next read shows it. Tells `onChange` which lines
 * changed (BOARD_TAG), after the new board is in place.
 */
export function createBallotBoard(deps: { db: Db; urgent: Db; caches: Caches; onChange: (tags: string[]) => void }) {
  const { db } = deps;
  let board: Board | null = null;
  let loading: Promise<Board> | null = null;
  let everything = false;
  const named = new Set<string>();
  let applying: Promise<void> | null = null;
  /** Changes heard are numbered; every one up to `progress`'s is on the board. */
  let heard = 0;
  const progress = appliedThrough();

  deps.caches.follow((channel, tag) => {
    if (!board && !loading) return;
    if (tag === null || tag === TAG.problems) everything = true;
    else if (tag.startsWith('votes:')) named.add(tag.slice(6));
    // A team's id (its row, members, project) or a member's: a new team is found by its id.
    else if (channel === 'hc_teams' && isUuid(tag)) named.add(tag);
    else if (channel === 'hc_users' && board?.ledBy.has(tag)) named.add(board.ledBy.get(tag)!);
    else return;
    heard++;
    void apply();
  });

  function load(): Promise<Board> {
    loading ??= q
      .ballotTeams(db)
      .then((rows) => (board = boardOf(rows.map(toBallot))))
      .finally(() => (loading = null));
    return loading;
  }

  function apply(): Promise<void> {
    applying ??= (async () => {
      try {
        if (loading) await loading.catch(() => undefined);
        while (board && (everything || named.size > 0)) {
          const through = heard;
          if (everything) {
            everything = false;
            named.clear();
            await load();
            deps.onChange([BOARD_TAG.set, BOARD_TAG.any]);
            progress.reached(through);
            continue;
          }
          const ids = [...named].filter((id) => isUuid(id));
          named.clear();
          // A vote's answer waits for its line (`settled`): read with the writes, not behind the reads.
          const rows = ids.length ? await q.ballotTeams(deps.urgent, ids) : [];
          if (everything || !board) continue;
          deps.onChange(patch(board, ids, rows.map(toBallot)));
          progress.reached(through);
        }
      } catch {
        // The database did not answer: read everything again at the next chance.
        everything = true;
      } finally {
        applying = null;
        // Everything heard is on the board, or the database did not answer: either way nobody
        // waits longer (a write that committed shows once the database answers again).
        progress.releaseAll();
      }
    })();
    return applying;
  }

  /**
   * Puts the lines read into a new board; an id not read is a deleted team, or a member's (never on
   * it). A line read as it was is no change: nothing is replaced and no page is dropped.
   */
  function patch(old: Board, ids: string[], lines: Ballot[]): string[] {
    const found = new Map(lines.map((b) => [b._id, b]));
    const replaced = new Map<string, Ballot>();
    const added: Ballot[] = [];
    const removed = new Set<string>();
    for (const id of ids) {
      const line = found.get(id);
      const at = old.place.get(id);
      if (line && at !== undefined) {
        if (!sameLine(old.list[at]!, line)) replaced.set(id, line);
      } else if (line) added.push(line);
      else if (at !== undefined) removed.add(id);
    }
    const changed = [...replaced.keys(), ...added.map((b) => b._id), ...removed];
    if (changed.length === 0) return [];
    const setChanged = added.length > 0 || removed.size > 0;
    if (setChanged) {
      const list = [...old.list.filter((b) => !removed.has(b._id)).map((b) => replaced.get(b._id) ?? b), ...added].sort((a, b) => a.teamNumber - b.teamNumber);
      board = { ...boardOf(list), readAt: old.readAt };
    } else {
      // The same teams in the same places: only the replaced lines and, if a leader changed, who leads what.
      const list = old.list.slice();
      let leadersChanged = false;
      for (const [id, line] of replaced) {
        const at = old.place.get(id)!;
        if (list[at]!.leader?._id !== line.leader?._id) leadersChanged = true;
        list[at] = line;
      }
      board = { list, place: old.place, ledBy: leadersChanged ? ledByOf(list) : old.ledBy, readAt: old.readAt };
    }
    const tags = changed.map(BOARD_TAG.team);
    return setChanged ? [BOARD_TAG.set, BOARD_TAG.any, ...tags] : [BOARD_TAG.any, ...tags];
  }

  return {
    /** The board as of the last change applied (read once, the first time). */
    async current(): Promise<Ballot[]> {
      if (!deps.caches.alive && (!board || Date.now() - board.readAt > WHILE_FEED_DOWN_MS)) return (await load()).list;
      return (board ?? (await load())).list;
    },

    /**
     * Resolves once every change heard so far is on the board: not later ones, which a busy
     * moment may bring faster than the board applies them (an author waits for one or two batches).
     */
    settled(): Promise<void> {
      return applying ? progress.wait(heard) : Promise.resolve();
    },
  };
}
