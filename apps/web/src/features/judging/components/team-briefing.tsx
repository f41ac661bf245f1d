import type { ReactNode } from 'react';
import { Crown, History, Lightbulb, Users } from 'lucide-react';
import { JUDGING, type EvaluationView } from '@hackcamp/contract';
import { Card } from '../../../components/ui/card.tsx';
import { formatRoundScore } from '../evaluation-draft.ts';

function Section({ icon: Icon, title, children }: { icon: typeof Users; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-5">
      <h2 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <Icon aria-hidden="true" className="size-4" />
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

/** What a judge needs beside the score: the problem, who is in the team, and what they said before. */
export function TeamBriefing({ evaluation }: { evaluation: EvaluationView }) {
  const { problemStatement, members, earlierRounds } = evaluation;
  return (
    <>
      <Section icon={Lightbulb} title="Problem statement">
        {problemStatement ? (
          <>
            <p className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{problemStatement.title}</p>
            <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{problemStatement.description}</p>
          </>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">The team has not chosen a problem statement.</p>
        )}
      </Section>
      <Section icon={Users} title={`Members (${members.length})`}>
        {members.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No members.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {members.map((m, i) => (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <span className="inline-flex min-w-0 items-center gap-1.5 font-medium wrap-anywhere text-slate-900 dark:text-white">
                  {m.name}
                  {m.leader && (
                    <span className="inline-flex items-center gap-1 text-xs font-normal text-amber-700 dark:text-amber-400">
                      <Crown aria-hidden="true" className="size-3.5" />
                      Leader
                    </span>
                  )}
                </span>
                <span className="wrap-anywhere text-slate-600 dark:text-slate-400">{m.college ?? 'College not given'}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {earlierRounds.length > 0 && (
        <Section icon={History} title="Your other rounds">
          <ul className="space-y-3 text-sm">
            {earlierRounds.map((r) => (
              <li key={r.round}>
                <p className="font-medium text-slate-900 dark:text-white">
                  Round {r.round} · {formatRoundScore(r.score)}/{JUDGING.scoreMax}
                </p>
                <p className="mt-0.5 whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{r.feedback || 'No feedback written.'}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
