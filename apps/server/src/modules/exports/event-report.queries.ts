import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

export interface Sheet {
  /** File name inside the report. */
  file: string;
  /** Header -> the SQL expression of the column. */
  columns: [header: string, expression: string][];
  /** Everything after the select list: from, joins, order. */
  rest: string;
}

/** A timestamp as spreadsheets read it (no "T", no zone letter): the column headers say UTC. */
const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const dayOf = (column: string) => `nullif(substring(${column} from 4), '')::int`;

/** One row per submission, with the names a reader needs next to it. */
export const submissionsSheet: Sheet = {
  file: 'submissions.csv',
  columns: [
    ['Participant', 'u.name'],
    ['Email', 'u.email'],
    ['Task', 't.title'],
    ['Day', dayOf('t.day')],
    ['Status', 's.status'],
    ['Score', 's.score'],
    ['Max score', 't.max_score'],
    ['Feedback', 's.feedback'],
    ['Link', 's.link'],
    ['Text', 's.text'],
    ['File', 'f.file_name'],
    ['Submitted at (UTC)', utc('s.submitted_at')],
    // Stored when handed in: the due date of the time, not today's (tasks.csv has today's).
    ['Late', `case when s.is_late then 'Yes' else 'No' end`],
    ['Graded by', 'g.name'],
    ['Graded at (UTC)', utc('s.graded_at')],
  ],
  rest: `from submissions s
    join users u on u.id = s.user_id
    join tasks t on t.id = s.task_id
    left join uploaded_files f on f.id = s.file_id
    left join users g on g.id = s.graded_by
    order by ${dayOf('t.day')}, t.title, u.name, u.email`,
};

/** Every table of the event a reader cares about, each readable on its own (names beside ids). */
export const reportSheets: Sheet[] = [
  {
    file: 'people.csv',
    columns: [
      ['Id', 'u.id'],
      ['Name', 'u.name'],
      ['Email', 'u.email'],
      ['Role', 'u.role'],
      ['Participation type', 'u.participant_type'],
      ['Mobile', 'u.mobile'],
      ['College', 'u.college_name'],
      ['Total score', 'u.total_score'],
      ['Active', 'u.is_active'],
      ['Must change password', 'u.must_change_password'],
      ['Mentor', 'm.name'],
      ['Mentor email', 'm.email'],
      ['Specialization', 'u.specialization'],
      ['Experience (years)', 'u.experience'],
      ['Skills', `(select string_agg(s, ', ') from jsonb_array_elements_text(u.skills) as s)`],
      ['Description', 'u.description'],
      ['Registered at (UTC)', utc('u.registration_date')],
    ],
    rest: `from users u left join users m on m.id = u.mentor_id
      order by case u.role when 'superadmin' then 0 when 'mentor' then 1 when 'judge' then 2 else 3 end, u.name, u.email`,
  },
  {
    file: 'teams.csv',
    columns: [
      ['Team number', 't.team_number'],
      ['Name', 't.name'],
      ['Description', 't.description'],
      ['Leader', 'l.name'],
      ['Leader email', 'l.email'],
      ['Problem statement', 'p.title'],
      ['Members', '(select count(*)::int from team_members tm where tm.team_id = t.id)'],
      ['Created at (UTC)', utc('t.created_at')],
    ],
    rest: 'from teams t left join users l on l.id = t.leader_id left join problem_statements p on p.id = t.problem_statement_id order by t.team_number',
  },
  {
    file: 'team-members.csv',
    columns: [
      ['Team number', 't.team_number'],
      ['Team', 't.name'],
      ['Member', 'u.name'],
      ['Email', 'u.email'],
      ['Participation type', 'u.participant_type'],
      ['Role', 'tm.role'],
      ['Joined at (UTC)', utc('tm.joined_at')],
    ],
    rest: 'from team_members tm join teams t on t.id = tm.team_id join users u on u.id = tm.user_id order by t.team_number, tm.role, u.name',
  },
  {
    file: 'problem-statements.csv',
    columns: [
      ['Title', 'p.title'],
      ['Domain', 'p.domain'],
      ['Topic', 'p.topic'],
      ['Difficulty', 'p.difficulty'],
      ['Suggested technologies', 'p.suggested_technologies'],
      ['Custom', 'p.is_custom'],
      ['Active', 'p.is_active'],
      ['Teams', '(select count(*)::int from teams t where t.problem_statement_id = p.id)'],
      ['Created by', 'c.name'],
      ['Description', 'p.description'],
    ],
    rest: 'from problem_statements p left join users c on c.id = p.created_by order by p.is_custom, p.title',
  },
  {
    file: 'tasks.csv',
    columns: [
      ['Day', dayOf('t.day')],
      ['Title', 't.title'],
      ['Max score', 't.max_score'],
      ['Active', 't.is_active'],
      ['Due (UTC)', utc('t.due_date')],
      ['Submissions', '(select count(*)::int from submissions s where s.task_id = t.id)'],
      ['Graded', `(select count(*)::int from submissions s where s.task_id = t.id and s.status in ('graded', 'completed'))`],
      ['Description', 't.description'],
    ],
    rest: `from tasks t order by ${dayOf('t.day')}, t.title`,
  },
  submissionsSheet,
  {
    file: 'attendance.csv',
    columns: [
      ['Date', 'a.date::text'],
      ['Participant', 'u.name'],
      ['Email', 'u.email'],
      ['Status', 'a.status'],
      ['Session', 'a.session'],
      ['Marked by', 'm.name'],
    ],
    rest: 'from attendance a join users u on u.id = a.user_id left join users m on m.id = a.marked_by order by a.date, u.name, u.email',
  },
  {
    file: 'votes.csv',
    columns: [
      ['Team number', 't.team_number'],
      ['Team', 't.name'],
      ['Voter', 'u.name'],
      ['Voter email', 'u.email'],
      ['Rating', 'v.rating'],
      ['Comment', 'v.comment'],
      ['Voted at (UTC)', utc('v.created_at')],
    ],
    rest: 'from votes v join teams t on t.id = v.team_id join users u on u.id = v.voter_id order by t.team_number, v.created_at',
  },
  {
    file: 'judge-assignments.csv',
    columns: [
      ['Judge', 'j.name'],
      ['Judge email', 'j.email'],
      ['Team number', 't.team_number'],
      ['Team', 't.name'],
    ],
    rest: 'from judge_assignments ja join users j on j.id = ja.judge_id join teams t on t.id = ja.team_id order by j.name, t.team_number',
  },
  {
    file: 'judge-evaluations.csv',
    columns: [
      ['Team number', 't.team_number'],
      ['Team', 't.name'],
      ['Judge', 'j.name'],
      ['Round', 'e.round'],
      ['Score', 'e.score'],
      ['Feedback', 'e.feedback'],
      ['Saved at (UTC)', utc('e.updated_at')],
    ],
    rest: 'from judge_evaluations e join teams t on t.id = e.team_id join users j on j.id = e.judge_id order by t.team_number, e.round, j.name',
  },
  {
    file: 'announcements.csv',
    columns: [
      ['Title', 'a.title'],
      ['Priority', 'a.priority'],
      ['Audience', 'a.target_audience'],
      ['Active', 'a.is_active'],
      ['Expires (UTC)', utc('a.expires_at')],
      ['Created by', 'c.name'],
      ['Created at (UTC)', utc('a.created_at')],
      ['Read by', '(select count(*)::int from announcement_reads r where r.announcement_id = a.id)'],
      ['Content', 'a.content'],
    ],
    rest: 'from announcements a left join users c on c.id = a.created_by order by a.created_at',
  },
  {
    file: 'audit-log.csv',
    columns: [
      ['At (UTC)', utc('a.at')],
      ['By', 'a.actor_name'],
      ['Action', 'a.action'],
      ['Target type', 'a.target_type'],
      ['Target', 'coalesce(a.target_label, a.target_id)'],
      ['Details', 'a.details::text'],
    ],
    rest: 'from audit_log a order by a.at, a.id',
  },
  {
    file: 'event-settings.csv',
    columns: [
      ['Event', 'c.event_name'],
      ['Start date', 'c.start_date::text'],
      ['Public dates', 'c.public_dates'],
      ['Countdown target', 'c.countdown_target::text'],
      ['Prize pool', 'c.prize_pool'],
      ['Team formation', 'c.team_formation_enabled'],
      ['Voting', 'c.voting_enabled'],
      ['Registration open', 'c.registration_open'],
    ],
    rest: 'from event_config c',
  },
];

/**
 * A sheet's rows as cell arrays in header order. Each column gets its own alias: the drivers
 * answer rows as objects, where two columns called "name" would collapse into one.
 */
export async function sheetRows(db: Db, sheet: Sheet): Promise<unknown[][]> {
  const select = sheet.columns.map(([, expression], i) => `${expression} as c${i}`).join(', ');
  const query: SQL = sql.raw(`select ${select} ${sheet.rest}`);
  const rows = await rawRows(db, query);
  return rows.map((r) => sheet.columns.map((_, i) => r[`c${i}`]));
}
