import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LIMITS, TEAM_MSG, type ProblemStatement } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';

const PREVIEW_LENGTH = 100;

export const previewText = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text);

export function technologiesOf(problem: Pick<ProblemStatement, 'suggestedTechnologies'>): string[] {
  return problem.suggestedTechnologies
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The spec's label on a statement that 4 teams have chosen, with its sentence for screen readers. */
export function SelectionLimitLabel({ className }: { className?: string }) {
  return (
    <p
      className={cn('rounded-lg bg-red-50 px-3 py-2 text-xs font-bold tracking-wide text-red-800 dark:bg-red-500/10 dark:text-red-300', className)}
      title={TEAM_MSG.selectionLimit}
    >
      {TEAM_MSG.selectionLimitLabel}
      <span className="sr-only">: {TEAM_MSG.selectionLimit}</span>
    </p>
  );
}

/** One problem statement: the facts a team needs to choose it, and a slot for the action. */
export function ProblemCard({ problem, action }: { problem: ProblemStatement; action?: ReactNode }) {
  const headingId = `problem-${problem._id}`;
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-base leading-snug font-semibold wrap-break-word text-slate-900 dark:text-white">
          {problem.title}
        </h3>
        <div className="flex shrink-0 items-center gap-1.5">
          {problem.isCustom && <Badge tone="violet">Custom</Badge>}
          {problem.isFull && <Badge tone="red">FULL</Badge>}
        </div>
      </div>
      <p className="mt-2 text-sm leading-relaxed wrap-break-word text-slate-600 dark:text-slate-400">{previewText(problem.description)}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <div className="flex gap-1">
          <dt className="font-medium text-slate-700 dark:text-slate-300">Domain:</dt>
          <dd className="capitalize">{problem.domain}</dd>
        </div>
        {problem.topic && (
          <div className="flex gap-1">
            <dt className="font-medium text-slate-700 dark:text-slate-300">Topic:</dt>
            <dd>{problem.topic}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="sr-only">Teams</dt>
          <dd className={problem.isFull ? 'font-semibold text-red-600 dark:text-red-400' : 'font-medium'}>
            {problem.selectionCount}/{LIMITS.problemMaxTeams} teams
          </dd>
        </div>
      </dl>
      {technologiesOf(problem).length > 0 && (
        <ul aria-label="Suggested technologies" className="mt-3 flex flex-wrap gap-1.5">
          {technologiesOf(problem).map((tech) => (
            <li key={tech}>
              <Badge tone="blue">{tech}</Badge>
            </li>
          ))}
        </ul>
      )}
      {problem.isFull && <SelectionLimitLabel className="mt-4" />}
      {action && <div className="mt-auto pt-4">{action}</div>}
    </Card>
  );
}
