/**
 * Judge-normalised scores (docs/decisions/0017-judge-normalised-scores.md).
 *
 * A harsh judge gives 3-6 where a lenient one gives 7-10; when different teams meet different
 * judges, the raw mean mostly measures who judged them. Each score is therefore read against its
 * own judge: z = (score - judge's mean) / judge's standard deviation, over every evaluation the
 * judge made (all teams, all rounds). A team's normalised score is the mean of its z-scores.
 *
 * A judge with one score, or with the same score everywhere, has no spread to measure against;
 * their scores count as z = 0 ("an average team for this judge"): they neither lift nor sink a
 * team, and the team still counts as scored. Pure: no I/O, so the maths is tested on its own.
 */

export interface JudgeScore {
  judgeId: string;
  teamId: string;
  score: number;
}

export interface JudgeStats {
  count: number;
  mean: number;
  /** Population standard deviation: the judge's evaluations are all of them, not a sample. */
  standardDeviation: number;
  /** False with a single score or no spread: every z of this judge is then 0. */
  normalizable: boolean;
}

export interface TeamScore {
  teamId: string;
  count: number;
  /** The plain mean of every score the team got. */
  meanScore: number;
  /** The mean of the team's z-scores. */
  normalizedScore: number;
  /** The mean z per judge who scored the team. */
  byJudge: Map<string, number>;
}

/** Spreads below this are rounding noise, not a judge telling teams apart. */
const NO_SPREAD = 1e-9;

export function judgeStats(scores: readonly JudgeScore[]): Map<string, JudgeStats> {
  const byJudge = new Map<string, number[]>();
  for (const s of scores) {
    const list = byJudge.get(s.judgeId) ?? [];
    list.push(s.score);
    byJudge.set(s.judgeId, list);
  }
  const stats = new Map<string, JudgeStats>();
  for (const [judgeId, list] of byJudge) {
    const n = list.length;
    const mean = list.reduce((a, b) => a + b, 0) / n;
    // Two passes: identical scores give a spread of exactly 0, not rounding noise.
    const standardDeviation = Math.sqrt(list.reduce((a, x) => a + (x - mean) ** 2, 0) / n);
    stats.set(judgeId, { count: n, mean, standardDeviation, normalizable: n >= 2 && standardDeviation > NO_SPREAD });
  }
  return stats;
}

export function zScore(score: number, stats: JudgeStats): number {
  return stats.normalizable ? (score - stats.mean) / stats.standardDeviation : 0;
}

/** Every team that has at least one score, with its raw mean and its judge-normalised score. */
export function normaliseScores(scores: readonly JudgeScore[]): { judges: Map<string, JudgeStats>; teams: Map<string, TeamScore> } {
  const judges = judgeStats(scores);
  const acc = new Map<string, { n: number; raw: number; z: number; byJudge: Map<string, { n: number; z: number }> }>();
  for (const s of scores) {
    const z = zScore(s.score, judges.get(s.judgeId)!);
    const team = acc.get(s.teamId) ?? { n: 0, raw: 0, z: 0, byJudge: new Map() };
    team.n += 1;
    team.raw += s.score;
    team.z += z;
    const j = team.byJudge.get(s.judgeId) ?? { n: 0, z: 0 };
    j.n += 1;
    j.z += z;
    team.byJudge.set(s.judgeId, j);
    acc.set(s.teamId, team);
  }
  const teams = new Map<string, TeamScore>();
  for (const [teamId, t] of acc) {
    teams.set(teamId, {
      teamId,
      count: t.n,
      meanScore: t.raw / t.n,
      normalizedScore: t.z / t.n,
      byJudge: new Map([...t.byJudge].map(([judgeId, j]) => [judgeId, j.z / j.n])),
    });
  }
  return { judges, teams };
}

/**
 * Competition ranks (1, 2, 2, 4) by normalised score, then raw mean; values equal to 3
 * decimals, as shown, share a rank. Returns the team ids in rank order with their rank.
 */
export function rankTeams(
  teams: Iterable<Pick<TeamScore, 'teamId' | 'meanScore' | 'normalizedScore'>>,
  tieBreak: (a: string, b: string) => number,
): { teamId: string; rank: number }[] {
  const key = (t: Pick<TeamScore, 'meanScore' | 'normalizedScore'>) => [round(t.normalizedScore, 3), round(t.meanScore, 3)] as const;
  const sorted = [...teams].sort((a, b) => {
    const [an, am] = key(a);
    const [bn, bm] = key(b);
    return bn - an || bm - am || tieBreak(a.teamId, b.teamId);
  });
  const ranked: { teamId: string; rank: number }[] = [];
  sorted.forEach((t, i) => {
    const prev = sorted[i - 1];
    const same = prev && key(prev)[0] === key(t)[0] && key(prev)[1] === key(t)[1];
    ranked.push({ teamId: t.teamId, rank: same ? ranked[i - 1]!.rank : i + 1 });
  });
  return ranked;
}

/** Rounded half away from zero, with -0 shown as 0. */
export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
  return r === 0 ? 0 : r;
}
