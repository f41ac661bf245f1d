import { CircleCheck, Clock, Lock, LockOpen } from 'lucide-react';
import type { JudgingRound } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { roundStatus } from '../round-scores.ts';

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

/** "Round 1 open · Round 2 closed ...": which rounds take scores right now. */
export function OpenRounds({ rounds }: { rounds: JudgingRound[] }) {
  return (
    <ul aria-label="Rounds" className="flex flex-wrap gap-2">
      {rounds.map((r) => (
        <li key={r.round}>
          <Badge tone={r.open ? 'blue' : 'slate'}>
            {r.open ? <LockOpen aria-hidden="true" className="size-3.5" /> : <Lock aria-hidden="true" className="size-3.5" />}
            Round {r.round} {r.open ? 'open' : 'closed'}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
