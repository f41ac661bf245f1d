import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRADE_MSG, MENTOR_MSG, eventDays, type Submission, type Task } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { failure, mockApi, onePage } from '../../../test/api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { TaskReviews } from './task-reviews.tsx';

const days = eventDays('2026-03-02');
const task = (id: string, day: number, title: string): Task => ({
  _id: id,
  title,
  description: '',
  day: `day${day}`,
  maxScore: 10,
  isActive: true,
  dueDate: null,
  createdAt: '2026-03-01T00:00:00.000Z',
});
const tasks = [task('t-1', 1, 'Landing page'), task('t-2', 2, 'REST API')];

function submission(id: string, name: string, t: Task, submittedAt: string): Submission {
  return {
    _id: id,
    userId: { _id: `u-${id}`, name, email: `${id}@example.edu` },
    taskId: { _id: t._id, title: t.title, day: t.day, maxScore: t.maxScore },
    submissionType: 'link',
    status: 'submitted',
    content: { text: '', link: `https://example.edu/${id}`, linkTitle: '', fileUrl: null, fileName: null },
    score: null,
    feedback: null,
    submittedAt,
    isLate: false,
    gradedAt: null,
  };
}

/**
 * The mentor's server: GET /submissions/pending pages the ungraded work, GET /submissions/:id
 * reads one, POST /submissions/:id/grade grades it (and it leaves the queue).
 */
function mentorServer(work: Submission[]) {
  const all = new Map(work.map((s) => [s._id, s]));
  const pending = () => [...all.values()].filter((s) => s.score === null);
  const queue = mockApi(api.submissions.pending, ({ query }) => {
    const rows = pending().filter((s) => (!query.day || s.taskId.day === query.day) && (!query.taskId || s.taskId._id === query.taskId));
    return { submissions: rows, pagination: onePage(rows.length) };
  });
  mockApi(api.submissions.get, ({ params }) => {
    const found = all.get(params.id!);
    return found ? { submission: found } : failure(404, 'Submission not found');
  });
  const grades = mockApi(api.submissions.grade, ({ params, body }) => {
    const graded: Submission = {
      ...all.get(params.id!)!,
      // The body's schema takes any JSON (the server words each problem): read it as the form sends it.
      score: Number(body.score),
      feedback: typeof body.feedback === 'string' ? body.feedback : null,
      status: 'graded',
      gradedAt: '2026-03-03T10:00:00.000Z',
    };
    all.set(graded._id, graded);
    return { submission: graded };
  });
  return { queue, grades };
}

const asha = submission('s-1', 'Asha Rao', tasks[0]!, '2026-03-02T09:00:00.000Z');
const ben = submission('s-2', 'Ben Ode', tasks[1]!, '2026-03-03T09:00:00.000Z');

const open = (path = '/mentor') => renderScreen(<TaskReviews tasks={tasks} days={days} participants={[]} />, { path });
const queueList = () => screen.findByRole('list', { name: 'Submissions waiting for a grade, oldest first' });

describe('Review queue', () => {
  it('says it is loading, then lists the waiting work oldest first (GET /submissions/pending)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = mockApi(api.submissions.pending, async () => {
      await answered;
      return { submissions: [asha, ben], pagination: onePage(2) };
    });
    open();
    expect(screen.getByRole('status', { name: 'Loading the review queue' })).toBeInTheDocument();
    answer();
    const rows = within(await queueList()).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/^Asha RaoLanding pageDay 1/), expect.stringMatching(/^Ben OdeREST APIDay 2/)]);
    expect(rows[0]).toHaveAttribute('href', '/mentor?submission=s-1');
    expect(screen.getByText('2 submissions waiting, oldest first')).toBeInTheDocument();
    expect(calls.map((c) => c.query)).toEqual([{ page: '1', limit: '20' }]);
  });

  it('says when the queue could not be loaded, and tries again', async () => {
    mockApi(api.submissions.pending, (_, i) => (i === 0 ? failure(500, '') : { submissions: [asha], pagination: onePage(1) }));
    const { user } = open();
    expect(await screen.findByText(MENTOR_MSG.queueLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(within(await queueList()).getAllByRole('link')).toHaveLength(1);
  });

  it('is all caught up when nothing waits, and says so per filter', async () => {
    const { queue } = mentorServer([asha]);
    const { user } = open();
    await queueList();
    await user.selectOptions(screen.getByLabelText('Day'), 'Day 2');
    expect(await screen.findByText(MENTOR_MSG.caughtUp)).toBeInTheDocument();
    expect(screen.getByText(MENTOR_MSG.caughtUpFiltered)).toBeInTheDocument();
    expect(queue.at(-1)!.query).toEqual({ page: '1', limit: '20', day: 'day2' });
    // The task list follows the day.
    expect(
      within(screen.getByLabelText('Task'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tasks', 'REST API']);
    await user.click(screen.getByRole('button', { name: 'Show all days and tasks' }));
    expect(within(await queueList()).getAllByRole('link')).toHaveLength(1);

    mentorServer([]);
    open();
    expect(await screen.findByText(MENTOR_MSG.caughtUpAll)).toBeInTheDocument();
  });

  it('grading sends the grade (POST /submissions/:id/grade) and moves on to the next, then to "All caught up"', async () => {
    const { grades } = mentorServer([asha, ben]);
    const { user, router } = open();
    await user.click(within(await queueList()).getByRole('link', { name: /Asha Rao/ }));
    expect(await screen.findByRole('heading', { name: 'Asha Rao: Landing page' })).toHaveFocus();
    const score = screen.getByLabelText('Score (0-10)');
    const feedback = screen.getByLabelText('Feedback');

    // The form's own checks, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Submit Grade' }));
    expect(screen.getByText(GRADE_MSG.required)).toBeInTheDocument();
    expect(score).toHaveFocus();
    await user.type(score, '11');
    await user.click(screen.getByRole('button', { name: 'Submit Grade' }));
    expect(screen.getByText(GRADE_MSG.scoreRange(10))).toBeInTheDocument();
    await user.clear(score);
    await user.type(score, '8');
    await user.click(screen.getByRole('button', { name: 'Submit Grade' }));
    expect(screen.getByText(GRADE_MSG.required)).toBeInTheDocument();
    expect(feedback).toHaveFocus();
    expect(grades).toHaveLength(0);

    await user.type(feedback, '  Clean layout  ');
    await user.click(screen.getByRole('button', { name: 'Submit Grade' }));
    expect(await screen.findByText(GRADE_MSG.saved)).toBeInTheDocument();
    expect(grades).toEqual([{ params: { id: 's-1' }, query: {}, body: { score: 8, feedback: 'Clean layout' } }]);
    // On to the oldest work still waiting.
    expect(await screen.findByRole('heading', { name: 'Ben Ode: REST API' })).toHaveFocus();
    expect(router.state.location.search).toBe('?submission=s-2');

    await user.type(screen.getByLabelText('Score (0-10)'), '0');
    await user.type(screen.getByLabelText('Feedback'), 'Missing endpoints');
    await user.click(screen.getByRole('button', { name: 'Submit Grade' }));
    const caughtUp = await screen.findByRole('heading', { name: MENTOR_MSG.caughtUp });
    await waitFor(() => expect(caughtUp.closest('[role="status"]')).toHaveFocus());
    expect(router.state.location.search).toBe('');
    expect(grades.map((g) => g.body)).toEqual([
      { score: 8, feedback: 'Clean layout' },
      { score: 0, feedback: 'Missing endpoints' },
    ]);
  });

  it("shows the server's field error beside the field", async () => {
    mentorServer([asha]);
    mockApi(api.submissions.grade, failure(400, 'Validation failed', [{ field: 'score', msg: GRADE_MSG.scoreWhole }]));
    const { user } = open('/mentor?submission=s-1');
    await screen.findByRole('heading', { name: 'Asha Rao: Landing page' });
    await user.type(screen.getByLabelText('Score (0-10)'), '7');
    await user.type(screen.getByLabelText('Feedback'), 'Fine');
    await user.click(screen.getByRole('button', { name: 'Submit Grade' }));
    expect(await screen.findByText(GRADE_MSG.scoreWhole)).toBeInTheDocument();
    expect(screen.getByLabelText('Score (0-10)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(GRADE_MSG.saved)).not.toBeInTheDocument();
  });

  it('says when an opened submission is not there, with the way back', async () => {
    mentorServer([]);
    const { user, router } = open('/mentor?submission=gone');
    expect(await screen.findByText(MENTOR_MSG.submissionMissing)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to queue' }));
    expect(await screen.findByText(MENTOR_MSG.caughtUpAll)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
