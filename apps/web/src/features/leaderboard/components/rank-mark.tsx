import { Medal } from 'lucide-react';

const MEDALS = ['text-yellow-500', 'text-slate-400', 'text-amber-700'];

/** Medals for the top three, #n for everyone else. */
export function RankMark({ rank }: { rank: number }) {
  if (rank <= 3)
    return (
      <span className="inline-flex items-center gap-1 font-semibold">
        <Medal aria-hidden="true" className={`size-5 ${MEDALS[rank - 1]}`} />
        <span className="sr-only">Rank </span>
        {rank}
      </span>
    );
  return <span className="font-medium text-slate-600 dark:text-slate-400">#{rank}</span>;
}
