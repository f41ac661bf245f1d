import { PROBLEM_DOMAINS } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';

const CHIPS = ['all', ...PROBLEM_DOMAINS] as const;

/** The spec's domain filter: all, health, sports, agriculture, yoga, education, technology. */
export function DomainChips({ value, onChange }: { value: string; onChange: (domain: string) => void }) {
  return (
    <div role="group" aria-label="Filter by domain" className="flex flex-wrap gap-2">
      {CHIPS.map((domain) => (
        <button
          key={domain}
          type="button"
          aria-pressed={value === domain}
          onClick={() => onChange(domain)}
          className={cn(
            'h-9 rounded-full border px-3.5 text-sm font-medium capitalize transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
            value === domain
              ? 'border-blue-600 bg-blue-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {domain}
        </button>
      ))}
    </div>
  );
}
