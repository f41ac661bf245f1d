import { useState, type FormEvent } from 'react';
import { CheckCircle2, CircleCheck, Lightbulb } from 'lucide-react';
import { EVENT, LIMITS, PROBLEM_DOMAINS, numberWord, type Difficulty, type ProblemStatement } from '@hackcamp/contract';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { useMyCustomProblem } from '../../features/team-formation/api/get-my-custom-problem.ts';
import { useMyTeam } from '../../features/team-formation/api/get-my-team.ts';
import { useProblems } from '../../features/team-formation/api/get-problems.ts';
import { previewText, SelectionLimitLabel } from '../../features/team-formation/components/problem-card.tsx';
import { TeamFormationDialog } from '../../features/team-formation/components/team-formation-dialog.tsx';

const PAGE_SIZE = LIMITS.hackathonPageSize;

/** Difficulty colours from the spec: easy green, medium yellow, hard red, anything else gray. */
export const DIFFICULTY_TONE: Record<Difficulty, BadgeTone> = { easy: 'green', medium: 'amber', hard: 'red' };
const difficultyTone = (d: string): BadgeTone => DIFFICULTY_TONE[d as Difficulty] ?? 'slate';

const TIPS = [
  `Pick a problem your team can demo end to end in ${numberWord(EVENT.totalDays - EVENT.bootcampDays)} days.`,
  `A statement is full once ${LIMITS.problemMaxTeams} teams choose it, so decide early.`,
  'Talk to a mentor about scope before you start building.',
  'Have an idea of your own? Create one custom problem statement.',
];

/** The dashed card's line: only someone in a team can have a team without a problem. */
export function customProblemPrompt(inTeam: boolean): string {
  return inTeam
    ? 'Your team has no problem yet. Choose one below or propose your own.'
    : 'Have an idea that is not on the list? Propose your own problem statement; you can choose it when you create your team.';
}

export function ProblemsTab() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [customOpen, setCustomOpen] = useState(false);
  const problems = useProblems({ page, limit: PAGE_SIZE, search: search || undefined, domain: category || undefined });
  const myTeam = useMyTeam();
  const custom = useMyCustomProblem();
  const teamProblemId = myTeam.data?.problemStatement?._id;
  const teamProblem = myTeam.data?.problemStatement;
  const totalPages = problems.data?.pagination.totalPages ?? 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">Problem Statements</h2>

      {teamProblem ? (
        <Card className="p-5">
          <h3 className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">Your Team's Problem</h3>
          <p className="mt-2 text-lg font-bold wrap-break-word text-slate-900 dark:text-white">{teamProblem.title}</p>
          <p className="mt-1 text-sm wrap-break-word text-slate-600 dark:text-slate-400">{teamProblem.description}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge tone="blue" className="capitalize">
              {teamProblem.domain}
            </Badge>
            <Badge tone={difficultyTone(teamProblem.difficulty)} className="capitalize">
              {teamProblem.difficulty}
            </Badge>
          </div>
        </Card>
      ) : myTeam.isLoading ? null : (
        // No team, or (rarely) a team whose statement was removed: either way, the way to one's own idea.
        <Card className="border-2 border-dashed p-5 text-center">
          <Lightbulb aria-hidden="true" className="mx-auto size-8 text-amber-500" />
          <h3 className="mt-2 font-semibold text-slate-900 dark:text-white">Create Custom Problem</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{customProblemPrompt(!!myTeam.data)}</p>
          {custom.data ? (
            <p className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="size-4" /> Custom Problem Created
            </p>
          ) : (
            <Button variant="outline" className="mt-3" onClick={() => setCustomOpen(true)} disabled={custom.isLoading}>
              Create Custom Problem
            </Button>
          )}
        </Card>
      )}

      <form role="search" onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_14rem_auto]">
        <SearchInput
          aria-label="Search problem statements"
          placeholder="Search problem statements..."
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            // Emptying the box drops the search at once, so the category alone filters again.
            if (!e.target.value.trim() && search) {
              setSearch('');
              setPage(1);
            }
          }}
        />
        <Select
          aria-label="Category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All Categories</option>
          {PROBLEM_DOMAINS.map((d) => (
            <option key={d} value={d}>
              {d.charAt(0).toUpperCase() + d.slice(1)}
            </option>
          ))}
        </Select>
        <Button type="submit">Search</Button>
      </form>

      {problems.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <section aria-labelledby="all-problems-heading" className="space-y-4">
          <h3 id="all-problems-heading" className="font-semibold text-slate-900 dark:text-white">
            All Problem Statements ({problems.data?.pagination.totalProblems ?? 0})
          </h3>
          {problems.data?.problems.length ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {problems.data.problems.map((p) => (
                <li key={p._id} className="min-w-0">
                  <ProblemTile problem={p} selected={p._id === teamProblemId} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="py-10 text-center">
              <p className="font-medium text-slate-800 dark:text-slate-200">No problem statements found</p>
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Try adjusting your search criteria</p>
            </div>
          )}
          {totalPages > 1 && (
            <nav aria-label="Problem statement pages" className="flex items-center justify-center gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                Page {page} of {totalPages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </section>
      )}

      <Card className="p-5">
        <h3 className="font-semibold text-slate-900 dark:text-white">Tips</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Card>
      {customOpen && <TeamFormationDialog open={customOpen} onOpenChange={setCustomOpen} initialMode="createCustomProblem" />}
    </div>
  );
}

function ProblemTile({ problem, selected }: { problem: ProblemStatement; selected: boolean }) {
  return (
    <Card className={`flex h-full flex-col p-5 ${selected ? 'ring-2 ring-blue-600 dark:ring-blue-400' : ''}`} role="article" aria-label={problem.title}>
      <div className="flex items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold wrap-break-word text-slate-900 dark:text-white">{problem.title}</h4>
        {selected && (
          <Badge tone="blue">
            <CheckCircle2 aria-hidden="true" className="size-3" /> Selected
          </Badge>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{previewText(problem.description)}</p>
      {problem.isFull && <SelectionLimitLabel className="mt-3" />}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <Badge tone="slate" className="capitalize">
          {problem.domain}
        </Badge>
        <Badge tone={difficultyTone(problem.difficulty)} className="capitalize">
          {problem.difficulty}
        </Badge>
        <span className="ml-auto text-xs font-medium text-slate-600 dark:text-slate-400">
          {problem.selectionCount} {problem.selectionCount === 1 ? 'team' : 'teams'} selected
        </span>
      </div>
    </Card>
  );
}
