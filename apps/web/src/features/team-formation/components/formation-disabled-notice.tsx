import { TEAM_MSG } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';

const [heading, ...rest] = TEAM_MSG.formationDisabled.split(' - ');

/** The spec's sentence for a switched-off team formation: its text is exactly that sentence, shown as a heading and a line. */
export function FormationDisabledNotice({ className = 'p-5' }: { className?: string }) {
  return (
    <p role="status" className={cn('rounded-xl border border-amber-300 bg-amber-50 text-center dark:border-amber-500/40 dark:bg-amber-500/10', className)}>
      <span className="block font-semibold text-amber-900 dark:text-amber-200">{heading}</span>
      <span className="sr-only"> - </span>
      <span className="mt-1 block text-sm text-amber-800 dark:text-amber-300">{rest.join(' - ')}</span>
    </p>
  );
}
