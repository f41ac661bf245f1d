import { CircleCheck, Clock, Lock } from 'lucide-react';
import type { JudgeTeamRow, JudgingRound } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { roundStatus, teamsLeft } from '../round-scores.ts';

/** A round's cell on the overview: done or still to do, with an icon (no emoji: they can render as boxes). */
export function RoundStatusBadge({ score }: { score: number | null }) {
  const Icon = score === null ? Clock : CircleCheck;
  return (
    <Badge tone={score === null ? 'amber' : 'green'}>
      <Icon aria-hidden="true" className="size-3.5" />
      {roundStatus(score)}
    </Badge>
  );
}

/**
 * Per round, what is left of this judge's work: "Round 1 · 3 teams left", "Round 2 · all scored",
 * or "Round 3 · closed" when the organisers closed it (nothing can be saved there).
 */
export function RoundsLeft({ teams, rounds }: { teams: readonly JudgeTeamRow[]; rounds: readonly JudgingRound[] | undefined }) {
  return (
    <ul aria-label="Teams left to score per round" className="flex flex-wrap gap-2">
      {teamsLeft(teams, rounds).map(({ round, open, left }) => {
        const [tone, Icon, text] = !open
          ? (['slate', Lock, 'closed'] as const)
          : left === 0
            ? (['green', CircleCheck, 'all scored'] as const)
            : (['amber', Clock, `${left} ${left === 1 ? 'team' : 'teams'} left`] as const);
        return (
          <li key={round}>
            <Badge tone={tone} className="text-sm">
              <Icon aria-hidden="true" className="size-3.5" />
              Round {round} · {text}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
