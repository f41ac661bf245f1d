import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VOTE_MSG, VOTING, type OwnVote, type TeamWithRating, type VotingProgress } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { VoteDialog } from './vote-dialog.tsx';

const team: TeamWithRating = {
  _id: 'team-7',
  name: 'Byte Club',
  teamNumber: 7,
  description: 'A study planner',
  leader: { _id: 'u-1', name: 'Asha' },
  problemStatement: { _id: 'ps-1', title: 'Campus navigation' },
  memberCount: 3,
  totalVotes: 2,
  averageRating: 4,
  hasVoted: false,
  myVote: null,
};
const progress: VotingProgress = { votedTeams: 1, totalTeams: 5, completed: false };
const vote = (rating: number, comment: string): OwnVote => ({ rating, comment, createdAt: '2026-01-10T10:00:00.000Z', updatedAt: '2026-01-10T10:00:00.000Z' });

function open(t: TeamWithRating = team) {
  const onClose = vi.fn();
  const view = renderScreen(<VoteDialog team={t} onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: `Rate ${t.name}` }) };
}

describe('VoteDialog', () => {
  it('offers ratings 1 to 5 only, starting at 5', () => {
    const { dialog } = open();
    const stars = within(dialog).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual(['1 - Poor', '2 - Fair', '3 - Good', '4 - Very Good', '5 - Excellent']);
    expect(within(dialog).getByRole('radio', { name: '5 - Excellent' })).toBeChecked();
    expect(within(dialog).getByText(`${VOTING.defaultRating}/5 · Excellent`)).toBeInTheDocument();
    expect(within(dialog).getByText('Campus navigation')).toBeInTheDocument();
  });

  it('requires a comment, and sends nothing without one', async () => {
    const sent = mockApi(api.votes.cast, { vote: vote(5, 'x'), progress });
    const { user, dialog } = open();
    await user.type(within(dialog).getByLabelText('Comment'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Vote' }));
    const comment = within(dialog).getByLabelText('Comment');
    expect(within(dialog).getByText(VOTE_MSG.commentRequired)).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    // Typing again clears the complaint.
    await user.type(comment, 'a');
    expect(within(dialog).queryByText(VOTE_MSG.commentRequired)).not.toBeInTheDocument();
  });

  it(`refuses a comment over ${VOTING.commentMax} characters`, async () => {
    const sent = mockApi(api.votes.cast, { vote: vote(5, 'x'), progress });
    const { user, dialog } = open();
    const comment = within(dialog).getByLabelText('Comment');
    expect(comment).toHaveAttribute('maxLength', String(VOTING.commentMax));
    // Past the field's own limit (a paste the browser let through): the form's check still holds.
    fireEvent.change(comment, { target: { value: 'x'.repeat(VOTING.commentMax + 1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Vote' }));
    expect(within(dialog).getByText(VOTE_MSG.commentTooLong)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('casts the chosen rating with the trimmed comment (POST), then closes with a toast', async () => {
    const sent = mockApi(api.votes.cast, { vote: vote(3, 'Nice demo'), progress });
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('radio', { name: '3 - Good' }));
    expect(within(dialog).getByText('3/5 · Good')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment'), '  Nice demo  ');
    expect(within(dialog).getByText('13/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Vote' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ params: { id: 'team-7' }, query: {}, body: { rating: 3, comment: 'Nice demo' } }]);
    expect(await screen.findByText(VOTE_MSG.submitted)).toBeInTheDocument();
  });

  it("shows the server's refusal and stays open", async () => {
    mockApi(api.votes.cast, failure(409, VOTE_MSG.alreadyVoted));
    const { user, dialog, onClose } = open();
    await user.type(within(dialog).getByLabelText('Comment'), 'Great');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Vote' }));
    expect(await within(dialog).findByText(VOTE_MSG.alreadyVoted)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Submit Vote' })).toBeEnabled();
  });

  it('changes an earlier vote (PUT) from its rating and comment', async () => {
    const sent = mockApi(api.votes.change, { vote: vote(2, 'Changed my mind'), progress });
    const { user, dialog, onClose } = open({ ...team, hasVoted: true, myVote: vote(4, 'Solid') });
    expect(within(dialog).getByRole('radio', { name: '4 - Very Good' })).toBeChecked();
    const comment = within(dialog).getByLabelText('Comment');
    expect(comment).toHaveValue('Solid');
    await user.click(within(dialog).getByRole('radio', { name: '2 - Fair' }));
    await user.clear(comment);
    await user.type(comment, 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Update Vote' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((r) => r.body)).toEqual([{ rating: 2, comment: 'Changed my mind' }]);
    expect(await screen.findByText(VOTE_MSG.updated)).toBeInTheDocument();
  });

  it('withdraws an earlier vote (DELETE)', async () => {
    const sent = mockApi(api.votes.withdraw, { vote: null, progress: { ...progress, votedTeams: 0 } });
    const { user, dialog, onClose } = open({ ...team, hasVoted: true, myVote: vote(4, 'Solid') });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Vote' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ params: { id: 'team-7' }, query: {}, body: undefined }]);
    expect(await screen.findByText(VOTE_MSG.withdrawn)).toBeInTheDocument();
  });
});
