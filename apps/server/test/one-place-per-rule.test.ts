import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CERTIFICATE_LIMITS,
  CHECK_IN,
  DAY_LABELS,
  DEFAULT_LANDING,
  EVENT,
  INSIGHTS,
  JUDGING,
  LANDING_LIMITS,
  LIMITS,
  PROJECT_LIMITS,
  RATING_LABELS,
  RESULTS,
  SCORE_RULES,
  TASK_LIMITS,
  TEAM_LIMITS,
  VOTING,
  countdownTargetFor,
  landingContentSchema,
  publicDatesFor,
} from '@hackcamp/contract';
import type { Database } from '../src/db/client.ts';
import { sourceFiles, textsOf, type SourceText } from './helpers/source-texts.ts';
import { openTestDatabase } from './helpers/test-database.ts';

// Issue 44, "one place per rule": a text that states a limit (a message, a route's summary or
// description, a screen's text, the landing page's defaults) is built from the limit's constant,
// so changing the constant changes every sentence. Built strings read exactly as before: the
// spec's texts are pinned by other tests.

/**
 * How a limit reads in English: a number next to what it counts ("6 members", "20 MB", "at most
 * 200", "3-50 characters", "from 1 to 10", "12 per page", "three rounds"), or a number a form
 * field is capped at. Each is a literal where a constant should be. Numbers that are only 0 or 1
 * are left alone ("at least 1", "1 hour"): those are not settings.
 */
const NUMBER = String.raw`(?<![\w.\-/:#+$€₹[{])\d(?:[\d,]*\d)?(?:\.\d+)?`;
const UNIT = String.raw`(?:characters?|letters?|digits?|members?|teams?|people|persons?|participants?|mentors?|judges?|days?|hours?|minutes?|seconds?|s|ms|KB|MB|GB|bytes?|criteria|criterion|files?|times|attempts?|rows?|rounds?|votes?|stars?|streams?|points?|places?|per page|a minute|an hour|a day|per minute|per hour|per day)(?![\w-])`;
const WORD = '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const LIMIT_PHRASE = new RegExp(
  [
    String.raw`${NUMBER}(?:\s?[-–]\s?\d+)?[\s-]?${UNIT}`,
    String.raw`\b(?:at most|at least|up to|no more than|fewer than|more than|less than|between|from|within|every|top)\s${NUMBER}(?:\s(?:to|and|or)\s${NUMBER})?`,
    String.raw`${NUMBER}\s(?:to|or)\s${NUMBER}`,
    String.raw`(?<![\w.\-/:[{])\d{1,3}[-–]\d{1,3}(?![\w\-.:/\]])`,
    String.raw`\b${WORD}\s${UNIT}`,
    String.raw`${NUMBER}\s?×\s?\d+`,
    String.raw`^\/\d{2,}\b`,
    String.raw`^(?:maxLength|minLength)=\d`,
  ].join('|'),
  'gi',
);

/** Where the rule applies: every text of the contract, the web app and the server. */
const SCANNED = ['packages/contract/src', 'apps/web/src', 'apps/server/src'];
const SKIPPED = [
  'apps/server/src/db/migrations', // SQL, fixed once written
  'apps/server/src/db/demo-data', // the demo event's made-up content ("wastes ten minutes of every session")
];
/** Queries hold SQL ("substring(x from 4)"), never a text a person reads. */
const skip = (file: string) => SKIPPED.some((dir) => file.startsWith(dir)) || file.endsWith('.queries.ts');

/**
 * Literals that state a number but not one of our limits, each with why. An entry that no longer
 * matches anything fails the test too, so the list only holds what is still there.
 */
const NOT_LIMITS: { file: string; phrase: string; why: string }[] = [
  { file: 'apps/server/src/config.ts', phrase: 'from 0 to 65535', why: "TCP's port numbers" },
  { file: 'packages/contract/src/certificates/certificates-messages.ts', phrase: 'from 0 to 100', why: 'a percentage' },
  { file: 'packages/contract/src/announcements/announcements-schemas.ts', phrase: 'at most 100', why: 'a percentage' },
  { file: 'apps/web/src/pages/landing/demo/demo-checks.ts', phrase: 'from 0 to 100', why: "the landing page's demo, a made-up task of 100 points" },
  { file: 'packages/contract/src/judging/judging-schemas.ts', phrase: 'Two criteria', why: '"Two criteria cannot have the same name": any two' },
  { file: 'packages/contract/src/health/health-routes.ts', phrase: 'within 2 s', why: 'a promise the health test holds it to, above HEALTH_CHECK_MS' },
  { file: 'packages/contract/src/live/live-routes.ts', phrase: 'within 2 s', why: 'how soon sessions end on every node, measured by the live tests' },
  { file: 'apps/web/src/features/backup/components/backup-card.tsx', phrase: '2 seconds', why: 'a measured figure (docs/benchmarks.md)' },
  { file: 'apps/web/src/features/backup/components/backup-card.tsx', phrase: '100,000 rows', why: 'a measured figure (docs/benchmarks.md)' },
  { file: 'apps/web/src/features/backup/components/backup-card.tsx', phrase: '6 seconds', why: 'a measured figure (docs/benchmarks.md)' },
  { file: 'apps/web/src/features/backup/components/backup-card.tsx', phrase: '10,000 participants', why: 'a measured figure (docs/benchmarks.md)' },
  { file: 'apps/server/src/db/client.ts', phrase: '32MB', why: "PGlite's shared_buffers setting, explained beside it" },
  { file: 'packages/contract/src/shared/event.ts', phrase: '04-15', why: 'EVENT.publicDates itself, checked against publicDatesFor(EVENT.startDate) below' },
  { file: 'packages/contract/src/shared/event-days.ts', phrase: '2-digit', why: "Intl.DateTimeFormat's option" },
  { file: 'apps/web/src/lib/format.ts', phrase: '2-digit', why: "Intl.DateTimeFormat's option" },
  { file: 'apps/web/src/features/mentees/components/daily-reports.tsx', phrase: '/100', why: "the average score is a percentage of the tasks' maximum" },
  { file: 'apps/web/src/pages/landing/demo/participant-demo.tsx', phrase: '/100', why: "the landing page's demo, a made-up task of 100 points" },
];

/** Markup drawn by hand (an icon's SVG path: "m16 18 6-6-6-6") is not prose. */
const isMarkup = (text: string) => /<(?:path|svg|circle|rect|line|polyline)\b/.test(text);

interface Found extends SourceText {
  phrase: string;
}

function literalLimits(): Found[] {
  const found: Found[] = [];
  for (const dir of SCANNED)
    for (const file of sourceFiles(dir, skip))
      for (const t of textsOf(file, ['maxLength', 'minLength']))
        for (const m of isMarkup(t.text) ? [] : t.text.matchAll(LIMIT_PHRASE)) {
          const numbers = (m[0].match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
          if (numbers.length > 0 && numbers.every((n) => n <= 1)) continue;
          found.push({ ...t, phrase: m[0] });
        }
  return found;
}

describe('a limit is stated in one place', () => {
  const found = literalLimits();
  // An exception names the whole phrase ("within 2 s"); the scan may have matched part of it ("within 2").
  const covers = (n: (typeof NOT_LIMITS)[number], f: Found) =>
    n.file === f.file && f.text.includes(n.phrase) && n.phrase.toLowerCase().includes(f.phrase.trim().toLowerCase());
  const allowed = (f: Found) => NOT_LIMITS.some((n) => covers(n, f));

  it('no text writes a limit as a literal: each is built from its constant', () => {
    const literal = found.filter((f) => !allowed(f)).map((f) => `${f.file}:${f.line}: "${f.phrase}" in "${f.text.trim().slice(0, 120)}"`);
    expect(literal).toEqual([]);
  });

  it('every exception is still there, so the list stays short and true', () => {
    const stale = NOT_LIMITS.filter((n) => !found.some((f) => covers(n, f)));
    expect(stale).toEqual([]);
  });

  it('catches the shapes limits were written in', () => {
    // The scan itself: each of these was once a literal in this repository.
    const samples = [
      'This team is full (6 members).',
      'Join a team with room (at most 6 members)',
      'At least 6 characters',
      'Team name must be 3-50 characters',
      'Teams of 5-6 build for two days',
      'The file must be 20 MB or smaller',
      'Mentors, 12 per page',
      'Choose between 5 and 120 minutes',
      'score each criterion from 1 to 10',
      'over three rounds',
      'The 6-character code',
      'a 400×400 PNG badge',
      '/200',
      'maxLength=150',
    ];
    const missed = samples.filter((s) => !new RegExp(LIMIT_PHRASE.source, 'i').test(s));
    expect(missed).toEqual([]);
  });
});

describe('constants that depend on each other agree', () => {
  it('check-in: a code is accepted for whole rotation slots, and a window lasts at least a slot', () => {
    expect(CHECK_IN.acceptForSeconds % CHECK_IN.rotateEverySeconds).toBe(0);
    expect(CHECK_IN.acceptForSeconds).toBeGreaterThanOrEqual(CHECK_IN.rotateEverySeconds);
    expect(CHECK_IN.minMinutes * 60).toBeGreaterThanOrEqual(CHECK_IN.rotateEverySeconds);
    expect(CHECK_IN.minMinutes).toBeLessThan(CHECK_IN.maxMinutes);
    expect(CHECK_IN.inputMax).toBeGreaterThanOrEqual(CHECK_IN.codeLength);
  });

  it('teams: a balanced team is smaller than a full one, and a team that may vote can exist', () => {
    expect(TEAM_LIMITS.wellBalancedFrom).toBeLessThan(LIMITS.teamMaxMembers);
    expect(VOTING.minVotingTeamSize).toBeLessThanOrEqual(LIMITS.teamMaxMembers);
    // The landing page and the tour say "teams of 5-6": one less than full, up to full.
    expect(LIMITS.teamMaxMembers - 1).toBeGreaterThanOrEqual(VOTING.minVotingTeamSize);
    expect(TEAM_LIMITS.nameMin).toBeLessThan(TEAM_LIMITS.nameMax);
  });

  it('votes: one label per rating, and the default rating is a rating', () => {
    expect(RATING_LABELS).toHaveLength(VOTING.ratingMax - VOTING.ratingMin + 1);
    expect(VOTING.defaultRating).toBeGreaterThanOrEqual(VOTING.ratingMin);
    expect(VOTING.defaultRating).toBeLessThanOrEqual(VOTING.ratingMax);
    expect(VOTING.searchMinChars).toBeLessThanOrEqual(LIMITS.searchMax);
  });

  it('judging: rounds are numbered 1 to n, and every range is a range', () => {
    expect(JUDGING.rounds).toEqual(Array.from({ length: JUDGING.rounds.length }, (_, i) => i + 1));
    expect(JUDGING.scoreMin).toBeLessThan(JUDGING.scoreMax);
    expect(JUDGING.criteriaMin).toBeLessThanOrEqual(JUDGING.criteriaMax);
    expect(JUDGING.weightMin).toBeLessThanOrEqual(JUDGING.weightMax);
  });

  it("the event's calendar: day labels, the default date line and countdown follow the constants", () => {
    expect(EVENT.bootcampDays).toBeLessThan(EVENT.totalDays);
    expect(DAY_LABELS).toHaveLength(EVENT.totalDays);
    expect(LANDING_LIMITS.curriculum).toBe(EVENT.bootcampDays);
    expect(EVENT.publicDates).toBe(publicDatesFor(EVENT.startDate));
    expect(EVENT.countdownTarget).toBe(countdownTargetFor(EVENT.startDate));
    expect(SCORE_RULES.onFireStreak).toBeLessThanOrEqual(EVENT.bootcampDays);
    expect(INSIGHTS.absentDays).toBeLessThanOrEqual(INSIGHTS.recentDays);
    expect(INSIGHTS.recentDays).toBeLessThanOrEqual(EVENT.bootcampDays);
  });

  it("the landing page's built-in texts fit the limits an organiser's texts are held to", () => {
    expect(landingContentSchema.safeParse(DEFAULT_LANDING).error?.issues).toBeUndefined();
  });

  it('pages: a default page is never larger than the largest page', () => {
    expect(RESULTS.pageSize).toBeLessThanOrEqual(RESULTS.pageSizeMax);
    expect(CERTIFICATE_LIMITS.pageSize).toBeLessThanOrEqual(CERTIFICATE_LIMITS.pageSizeMax);
    expect(CERTIFICATE_LIMITS.codeInputMax).toBeGreaterThanOrEqual(CERTIFICATE_LIMITS.codeLength);
  });

  it("a profile picture's data URL bound admits the largest picture", () => {
    const base64 = Math.ceil(LIMITS.avatarMaxBytes / 3) * 4;
    expect(LIMITS.avatarMaxDataUrl).toBeGreaterThanOrEqual('data:image/webp;base64,'.length + base64);
  });
});

describe("the database's checks admit exactly what the contract admits", () => {
  let database: Database;
  let checks: Map<string, number[]>;
  let definitions: Map<string, string>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const result = (await database.db.execute(
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'c'`,
    )) as unknown as { rows: { name: string; def: string }[] };
    const rows = result.rows;
    definitions = new Map(rows.map((r) => [r.name, r.def]));
    checks = new Map(rows.map((r) => [r.name, (r.def.match(/\b\d+\b/g) ?? []).map(Number)]));
  });
  afterAll(() => database?.close());

  // A changed constant without a migration would let the API accept what the database refuses (a
  // 400/409 in place of success) or refuse what the database would take.
  const expected: Record<string, number[]> = {
    certificates_place_check: [1, RESULTS.winners],
    judge_evaluations_round_check: [1, JUDGING.rounds.length],
    judge_evaluations_score_check: [JUDGING.scoreMin, JUDGING.scoreMax],
    judging_criteria_position_check: [1, JUDGING.criteriaMax],
    judging_criteria_weight_check: [JUDGING.weightMin, JUDGING.weightMax],
    judging_criteria_name_length_check: [1, JUDGING.criterionNameMax],
    judging_criteria_description_length_check: [JUDGING.criterionDescriptionMax],
    judging_rounds_round_check: [1, JUDGING.rounds.length],
    tasks_max_score_check: [1, TASK_LIMITS.maxScoreMax],
    team_projects_title_length_check: [1, PROJECT_LIMITS.titleMax],
    team_projects_summary_length_check: [PROJECT_LIMITS.summaryMax],
    votes_rating_check: [VOTING.ratingMin, VOTING.ratingMax],
    votes_comment_length_check: [1, VOTING.commentMax],
    event_config_certificate_pcts_check: [0, 100, 0, 100],
  };

  it.each(Object.entries(expected))('%s', (name, bounds) => {
    expect(checks.get(name)).toEqual(bounds);
  });

  it("tasks_day_check admits exactly the event's day labels", () => {
    const pattern = new RegExp(/'(\^day[^']*)'/.exec(definitions.get('tasks_day_check') ?? '')![1]!);
    expect(DAY_LABELS.filter((label) => !pattern.test(label))).toEqual([]);
    expect(['day0', `day${EVENT.totalDays + 1}`].filter((label) => pattern.test(label))).toEqual([]);
  });

  it('every check that bounds a number is listed above', () => {
    const unlisted = [...checks]
      .filter(([name, numbers]) => numbers.some((n) => n > 1) && !(name in expected) && name !== 'tasks_day_check')
      .map(([name]) => name);
    expect(unlisted).toEqual([]);
  });
});
