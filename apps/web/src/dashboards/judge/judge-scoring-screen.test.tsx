import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JUDGE_MSG, JUDGING, type EvaluationView, type JudgeTeamRow, type JudgingRound } from '@hackcamp/contract';
import { api } from '../../lib/api-routes.ts';
import { failure, mockApi } from '../../test/api-mock.ts';
import { renderScreen } from '../../test/render.tsx';
import { JudgeScoringScreen } from './judge-scoring-screen.tsx';

const TEAM = 'team-1';
const criteria = [
  { _id: 'c-1', name: 'Innovation', description: 'How new the idea is', weight: 1 },
  { _id: 'c-2', name: 'Execution', description: '', weight: 1 },
];
const row: JudgeTeamRow = {
  teamId: TEAM,
  teamName: 'Byte Club',
  teamNumber: 7,
  round1: null,
  round2: null,
  round3: null,
  rounds: { round1: null, round2: null, round3: null },
  completedRounds: 0,
  hasProject: false,
};
const view = (round: number, changes: Partial<EvaluationView> = {}): EvaluationView => ({
  team: { _id: TEAM, name: 'Byte Club', teamNumber: 7 },
  round,
  score: null,
  feedback: null,
  updatedAt: null,
  criteriaScores: null,
  criteria,
  roundOpen: true,
  problemStatement: { title: 'Campus navigation', description: 'Find your way' },
  members: [{ name: 'Asha Rao', college: 'City College', leader: true }],
  earlierRounds: [],
  ...changes,
});
const OPEN_1_2: JudgingRound[] = [
  { round: 1, open: true },
  { round: 2, open: true },
  { round: 3, open: false },
];

/** The judge's API: the overview, the rounds, the team's project (none) and an evaluation per round. */
function judgeServer(evaluations: Record<number, EvaluationView | ReturnType<typeof failure>>, rounds = OPEN_1_2, rows = [row]) {
  mockApi(api.judging.overview, rows);
  mockApi(api.judging.rounds, { rounds });
  mockApi(api.projects.get, { project: null });
  mockApi(api.announcements.unreadCount, { count: 0 });
  const reads = mockApi(api.judging.getEvaluation, ({ params }) => evaluations[Number(params.round)] ?? failure(404, 'Not found'));
  return { reads };
}

const openTeam = () => renderScreen(<JudgeScoringScreen />, { path: `/judge/evaluate/${TEAM}`, route: '/judge/evaluate/:teamId' });
const group = (name: string) => screen.getByRole('group', { name });
const pick = (criterion: string, score: number) => within(group(criterion)).getByRole('radio', { name: String(score) });

describe('Judge Evaluate', () => {
  it(`scores each criterion from ${JUDGING.scoreMin} to ${JUDGING.scoreMax}, on the first open round still to score`, async () => {
    const { reads } = judgeServer({ 1: view(1) });
    openTeam();
    expect(await screen.findByRole('heading', { name: 'Round 1' })).toBeInTheDocument();
    expect(reads.map((r) => r.params)).toEqual([{ teamId: TEAM, round: '1' }]);
    for (const name of ['Innovation', 'Execution'])
      expect(
        within(group(name))
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).value),
      ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('Not scored yet')).toBeInTheDocument();
    expect(screen.getByText('– score every criterion')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Round\s1\s·\sTo\sscore/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Round\s3\s·\sClosed/ })).toBeInTheDocument();
  });

  it('will not save until every criterion has a score, and says which', async () => {
    judgeServer({ 1: view(1) });
    const saves = mockApi(api.judging.saveEvaluation, view(1));
    const { user } = openTeam();
    await screen.findByRole('heading', { name: 'Round 1' });
    await user.click(pick('Innovation', 8));
    await user.click(screen.getByRole('button', { name: 'Save round 1' }));
    const missing = `Give this criterion a score from ${JUDGING.scoreMin} to ${JUDGING.scoreMax}`;
    expect(within(group('Execution')).getByText(missing)).toBeInTheDocument();
    expect(within(group('Innovation')).queryByText(missing)).not.toBeInTheDocument();
    expect(within(group('Execution')).getAllByRole('radio')[0]).toHaveFocus();
    expect(saves).toHaveLength(0);
    await user.click(pick('Execution', 3));
    expect(within(group('Execution')).queryByText(missing)).not.toBeInTheDocument();
  });

  it('saves the criteria scores and feedback (POST /judge/evaluations/:teamId/:round), then offers the next round', async () => {
    judgeServer({ 1: view(1), 2: view(2) });
    const saves = mockApi(api.judging.saveEvaluation, ({ body }) =>
      view(1, {
        score: 7.5,
        feedback: body.feedback ?? null,
        updatedAt: '2026-03-12T10:00:00.000Z',
        criteriaScores: (body.criteria ?? []).map((c) => ({ ...c, name: criteria.find((k) => k._id === c.criterionId)!.name, weight: 1 })),
      }),
    );
    const { user } = openTeam();
    await screen.findByRole('heading', { name: 'Round 1' });
    await user.click(pick('Innovation', 8));
    await user.click(pick('Execution', 7));
    expect(screen.getByText('Round score 7.5 / 10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Feedback'), 'Clear demo');
    await user.click(screen.getByRole('button', { name: 'Save round 1' }));

    expect(await screen.findByText(JUDGE_MSG.saved)).toBeInTheDocument();
    expect(saves).toEqual([
      {
        params: { teamId: TEAM, round: '1' },
        query: {},
        body: {
          criteria: [
            { criterionId: 'c-1', score: 8 },
            { criterionId: 'c-2', score: 7 },
          ],
          feedback: 'Clear demo',
        },
      },
    ]);
    // Saved and locked: changing it is a choice.
    expect(await screen.findByText('Saved: 7.5/10', { exact: false })).toBeInTheDocument();
    expect(pick('Innovation', 8)).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Score round 2' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Round 2' })).toBeInTheDocument();
  });

  it('keeps a saved score locked until the judge chooses to change it, then updates it', async () => {
    const saved = view(1, {
      score: 6,
      feedback: 'Ok',
      updatedAt: '2026-03-12T10:00:00.000Z',
      criteriaScores: [
        { criterionId: 'c-1', name: 'Innovation', weight: 1, score: 6 },
        { criterionId: 'c-2', name: 'Execution', weight: 1, score: 6 },
      ],
    });
    // Opened from a link to a team not (yet) in the overview: round 1 is where it starts.
    judgeServer({ 1: saved }, OPEN_1_2, []);
    const saves = mockApi(api.judging.saveEvaluation, { ...saved, score: 6.5 });
    const { user } = openTeam();
    await screen.findByRole('heading', { name: 'Round 1' });
    expect(pick('Innovation', 6)).toBeChecked();
    expect(pick('Innovation', 6)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /round 1$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change round 1 score' }));
    expect(pick('Innovation', 6)).toHaveFocus();
    await user.click(pick('Execution', 7));
    await user.click(screen.getByRole('button', { name: 'Update round 1' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({
      criteria: [
        { criterionId: 'c-1', score: 6 },
        { criterionId: 'c-2', score: 7 },
      ],
      feedback: 'Ok',
    });
  });

  it('shows a closed round read-only, with the reason', async () => {
    judgeServer({ 1: view(1, { roundOpen: false }) }, [
      { round: 1, open: false },
      { round: 2, open: false },
      { round: 3, open: false },
    ]);
    openTeam();
    expect(await screen.findByText(`${JUDGE_MSG.roundClosed(1)}. The organisers open it; what you saved stays as it is.`)).toBeInTheDocument();
    expect(pick('Innovation', 5)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save round 1' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a save", async () => {
    judgeServer({ 1: view(1) });
    mockApi(api.judging.saveEvaluation, failure(409, JUDGE_MSG.roundClosed(1)));
    const { user } = openTeam();
    await screen.findByRole('heading', { name: 'Round 1' });
    await user.click(pick('Innovation', 4));
    await user.click(pick('Execution', 4));
    await user.click(screen.getByRole('button', { name: 'Save round 1' }));
    expect(await screen.findByText(JUDGE_MSG.roundClosed(1))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save round 1' })).toBeEnabled();
  });

  it('says when the team is not the judge’s (403), or when the evaluation could not be loaded', async () => {
    judgeServer({ 1: failure(403, 'Forbidden') }, OPEN_1_2, []);
    openTeam();
    expect(await screen.findByText(JUDGE_MSG.notAllowed)).toBeInTheDocument();

    judgeServer({ 1: failure(500, '') });
    openTeam();
    expect(await screen.findByText(JUDGE_MSG.loadEvaluationFailed)).toBeInTheDocument();
  });
});
