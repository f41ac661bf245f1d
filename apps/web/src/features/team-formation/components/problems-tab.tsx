import { useState } from 'react';
import { CircleCheck, Lightbulb, Users } from 'lucide-react';
import type { ProblemStatement } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMyCustomProblem } from '../api/get-my-custom-problem.ts';
import { useMyTeam } from '../api/get-my-team.ts';
import { useProblems } from '../api/get-problems.ts';
import { CreateTeamForProblemDialog } from './create-team-for-problem-dialog.tsx';
import { DomainChips } from './domain-chips.tsx';
import { ProblemCard } from './problem-card.tsx';
import { TeamFormationDialog } from './team-formation-dialog.tsx';

const PAGE_SIZE = 10;
/** The spec's toast duration in the bootcamp problems view. */
const TOAST_MS = 5000;

/** The bootcamp dashboard's 'Problem Statements' tab. */
export function ProblemsTab() {
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState('all');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 500);
  const problems = useProblems({ page, limit: PAGE_SIZE, search: debounced || undefined, domain });
  const myTeam = useMyTeam();
  const custom = useMyCustomProblem();
  const [selected, setSelected] = useState<ProblemStatement | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const team = myTeam.data;

  // A new filter starts again from the first page (spec: search and filters reset the page).
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const changeDomain = (value: string) => {
    setDomain(value);
    setPage(1);
  };

  return (
    <div className="space-y-6" data-tour="problems-tab">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {team && (
          <Card className="p-5">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
              <Users aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Your Team
            </h2>
            <p className="mt-2 text-lg font-bold wrap-anywhere text-slate-900 dark:text-white">{team.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Working on: {team.problemStatement?.title ?? 'No problem statement yet'}</p>
            <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
              {team.memberCount}/{team.maxMembers} members
            </p>
          </Card>
        )}
        {!team && !myTeam.isLoading && (
          <Card className="border-dashed p-5">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
              <Lightbulb aria-hidden="true" className="size-5 text-amber-500" /> Create Your Own Problem Statement
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Have an idea that is not on the list? Propose it; your team can then choose it.</p>
            {custom.data ? (
              <p className="mt-3 inline-flex items-center gap-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
                <CircleCheck aria-hidden="true" className="size-4" /> Custom Problem Created
              </p>
            ) : (
              <Button className="mt-3" variant="outline" onClick={() => setCustomOpen(true)} disabled={custom.isLoading}>
                Create Custom Problem
              </Button>
            )}
          </Card>
        )}
      </div>

      <div className="space-y-3">
        <SearchInput
          aria-label="Search problem statements"
          placeholder="Search by title, description, domain or technology..."
          value={search}
          onChange={(e) => changeSearch(e.target.value)}
        />
        <DomainChips value={domain} onChange={changeDomain} />
      </div>

      {problems.isLoading ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : problems.isError ? (
        // The spec only logs problem-list failures; a retry button is kinder than an empty page.
        <Alert tone="error" title="Problem statements could not be loaded.">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void problems.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : problems.data?.problems.length ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {problems.data.pagination.totalProblems} {problems.data.pagination.totalProblems === 1 ? 'problem statement' : 'problem statements'}
          </p>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {problems.data.problems.map((problem) => (
              <li key={problem._id} className="min-w-0">
                <ProblemCard
                  problem={problem}
                  action={
                    team ? (
                      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Already in team</p>
                    ) : problem.isFull ? null : (
                      <Button className="w-full" onClick={() => setSelected(problem)}>
                        Select Problem
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={problems.data.pagination.totalPages} onPageChange={setPage} label="Problem statement pages" />
        </>
      ) : (
        <p className="py-12 text-center text-slate-500 dark:text-slate-400">No problem statements match your search.</p>
      )}

      <CreateTeamForProblemDialog problem={selected} onOpenChange={(open) => !open && setSelected(null)} toastMs={TOAST_MS} />
      {customOpen && <TeamFormationDialog open={customOpen} onOpenChange={setCustomOpen} initialMode="createCustomProblem" toastMs={TOAST_MS} />}
    </div>
  );
}
