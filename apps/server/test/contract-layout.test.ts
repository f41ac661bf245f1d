import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/source-texts.ts';

// Issue 44, point 2: the contract is organised by domain, so a schema is found where its name
// says (packages/contract/src/index.ts describes the layout). What shared/ may import is
// eslint's job (import-x/no-restricted-paths); this holds the rest.

const SRC = path.join(REPO_ROOT, 'packages/contract/src');
const files = fs
  .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.split(path.sep).join('/'));
const text = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const folders = fs
  .readdirSync(SRC, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Name families whose folder is unambiguous: an export starting with one (`leaderboardEntrySchema`,
 * `PROBLEM_MSG`, `SubmissionStatus`) lives in that folder. Words other domains rightly start
 * names with (`team` in votes' `teamVoteSchema`, `mentor` in insights') are not listed.
 */
const FAMILIES: Record<string, string[]> = {
  leaderboard: ['leaderboard'],
  problems: ['problem'],
  submissions: ['submission'],
  attendance: ['attendance'],
  'check-in': ['checkIn'],
  certificates: ['certificate'],
  announcements: ['announcement'],
  landing: ['landing'],
  'event-settings': ['eventSettings', 'settings', 'configUpdate'],
  tasks: ['task'],
  judging: ['judging', 'judge'],
  import: ['import'],
};

/** Names that start with another domain's word but describe their own folder's view of it. */
const OWNED_ELSEWHERE: Record<string, string> = {
  attendanceDaySchema: "admin/: a day's row of the Overview's attendance table",
  AttendanceDay: 'admin/: the same',
  checkInMinuteSchema: 'insights/: a point of the check-in arrivals chart',
  checkInArrivalsSchema: 'insights/: the check-in arrivals chart',
  taskSubmissionCountsSchema: "submissions/: a task's submission counts",
  TaskSubmissionCounts: 'submissions/: the same',
};

const exportsOf = (file: string) => [...text(file).matchAll(/^export (?:const|type|function|interface) ([A-Za-z_0-9]+)/gm)].map((m) => m[1]!);

describe('the contract is organised by domain', () => {
  it('every file sits in shared/ or a domain folder; only index.ts and api.ts are at the top', () => {
    const top = files.filter((f) => !f.includes('/'));
    expect(top.sort()).toEqual(['api.ts', 'index.ts']);
    expect(files.filter((f) => f.split('/').length > 2)).toEqual([]);
    expect(folders).toContain('shared');
  });

  it('index.ts only re-exports, and every file it names exists', () => {
    const statements = text('index.ts')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    const strays = statements.filter((s) => !/^export (\*|\{[^}]*\}) from '\.\/[a-z0-9/-]+\.ts'$/.test(s));
    expect(strays).toEqual([]);
    const named = statements.map((s) => /from '\.\/(.+)'$/.exec(s)![1]!);
    expect(named.filter((f) => !files.includes(f))).toEqual([]);
  });

  it('a name of a domain family is exported from that domain folder', () => {
    const misplaced: string[] = [];
    for (const file of files) {
      const folder = file.split('/')[0]!;
      for (const name of exportsOf(file)) {
        if (name in OWNED_ELSEWHERE) continue;
        for (const [home, words] of Object.entries(FAMILIES)) {
          if (home === folder) continue;
          const starts = words.some((w) => {
            const screaming = w.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
            return new RegExp(`^(${w}|${w[0]!.toUpperCase()}${w.slice(1)})(?![a-z])`).test(name) || new RegExp(`^${screaming}(_|$)`).test(name);
          });
          if (starts) misplaced.push(`${name} in ${file}, not ${home}/`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });
});
