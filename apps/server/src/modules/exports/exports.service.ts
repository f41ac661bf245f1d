import { Readable } from 'node:stream';
import { CSV_BOM, PARTICIPANT_TYPE_LABELS, TEAM_CSV_HEADER, csvRow, dateInTimeZone, dayOfDate, eventDays, teamCsvRow, type CsvValue } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import * as q from './exports.queries.ts';

// Rows read per query: memory stays flat however large the event, and no query holds the
// (single, on PGlite) connection for long, so other requests go on between batches.
const PEOPLE_BATCH = 500;
const TEAM_BATCH = 200;

const STATUS_LABEL = { present: 'Present', absent: 'Absent', late: 'Late' } as const;
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * The CSV of a keyset-paged read: the header, then one chunk per batch. Each batch starts after
 * the last row of the one before, so rows added or changed meanwhile are neither repeated nor
 * skipped in the order (there is no snapshot across batches: a long transaction would block
 * everything on PGlite).
 */
async function* batchedCsv<T, C>(opts: {
  header: readonly string[];
  size: number;
  fetch: (after: C | null) => Promise<T[]>;
  cursorOf: (last: T) => C;
  rows: (batch: T[]) => Promise<CsvValue[][]> | CsvValue[][];
}): AsyncGenerator<string> {
  let batch = await opts.fetch(null);
  let head = CSV_BOM + csvRow(opts.header);
  for (;;) {
    yield head + (await opts.rows(batch)).map(csvRow).join('');
    head = '';
    if (batch.length < opts.size) return;
    batch = await opts.fetch(opts.cursorOf(batch[batch.length - 1]!));
    if (batch.length === 0) return;
  }
}

/**
 * A byte stream of the chunks, started only after the first chunk (the first database read) is
 * in hand: a failure there still gets a normal JSON error answer instead of a cut-off download.
 */
export async function toStream(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  async function* all() {
    if (first.done) return;
    yield Buffer.from(first.value, 'utf8');
    for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
  }
  return Readable.from(all(), { objectMode: false });
}

export function createExportsService(deps: { db: Db; teams: TeamsService; config: ConfigService }) {
  const { db, teams, config } = deps;
  return {
    /** The event's today, 'YYYY-MM-DD', for a file's name: the date the organiser sees, not the server's UTC date. */
    fileDate: async () => dateInTimeZone(new Date(), await config.timeZone()),

    teams: () =>
      batchedCsv({
        header: TEAM_CSV_HEADER,
        size: TEAM_BATCH,
        fetch: (after: number | null) => teams.pageAfter(after ?? 0, TEAM_BATCH),
        cursorOf: (team) => team.teamNumber,
        rows: (batch) => batch.map(teamCsvRow),
      }),

    async attendance() {
      const days = eventDays((await config.get()).startDate);
      const startDate = days[0]!.date;
      return batchedCsv({
        header: [
          'Name',
          'Email',
          'College',
          'Mentor',
          'Active',
          ...days.map((d) => `Day ${d.day} (${d.date})`),
          'Present Days',
          'Absent Days',
          'Attendance Rate (%)',
        ],
        size: PEOPLE_BATCH,
        fetch: (after: q.NameCursor | null) => q.bootcampParticipantsAfter(db, after, PEOPLE_BATCH),
        cursorOf: (p) => ({ name: p.name, id: p.id }),
        rows: async (batch) => {
          type Status = keyof typeof STATUS_LABEL;
          const byUser = new Map<string, (Status | undefined)[]>();
          for (const r of await q.attendanceOf(
            db,
            batch.map((p) => p.id),
          )) {
            const day = dayOfDate(r.date, startDate);
            if (day === null) continue;
            const statuses = byUser.get(r.userId) ?? new Array<Status | undefined>(days.length).fill(undefined);
            statuses[day - 1] = r.status;
            byUser.set(r.userId, statuses);
          }
          return batch.map((p) => {
            const statuses = byUser.get(p.id) ?? [];
            const marked = statuses.filter((s) => s !== undefined);
            const present = marked.filter((s) => s === 'present').length;
            const absent = marked.filter((s) => s === 'absent').length;
            const rate = marked.length ? Math.round((present / marked.length) * 1000) / 10 : null;
            return [
              p.name,
              p.email,
              p.collegeName,
              p.mentorName,
              yesNo(p.isActive),
              ...days.map((_, i) => {
                const s = statuses[i];
                return s ? STATUS_LABEL[s] : '';
              }),
              present,
              absent,
              rate,
            ];
          });
        },
      });
    },

    scores: () =>
      batchedCsv({
        header: ['Name', 'Email', 'Type', 'College', 'Team', 'Active', 'Total Score', 'Present Days', 'Graded Tasks', 'Task Points'],
        size: PEOPLE_BATCH,
        fetch: (after: q.ScoreCursor | null) => q.participantsByScoreAfter(db, after, PEOPLE_BATCH),
        cursorOf: (p) => ({ totalScore: p.totalScore, name: p.name, id: p.id }),
        rows: async (batch) => {
          const parts = await q.scoreParts(
            db,
            batch.map((p) => p.id),
          );
          const present = new Map(parts.present.map((r) => [r.userId, r.n]));
          const graded = new Map(parts.graded.map((r) => [r.userId, r]));
          return batch.map((p) => [
            p.name,
            p.email,
            PARTICIPANT_TYPE_LABELS[p.participantType ?? 'bootcamp'],
            p.collegeName,
            p.teamName,
            yesNo(p.isActive),
            p.totalScore,
            present.get(p.id) ?? 0,
            graded.get(p.id)?.n ?? 0,
            graded.get(p.id)?.points ?? 0,
          ]);
        },
      }),
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
