import { useState } from 'react';
import { FolderOpen, Hourglass, Trophy } from 'lucide-react';
import { LIMITS, RESULTS_MSG, type PublicTeam } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ProjectDetails } from '../../features/projects/components/project-details.tsx';
import { usePublicResults } from '../../features/results/api/get-public-results.ts';
import { WinnerCard } from '../../features/results/components/winner-card.tsx';
import { useFollowPublicSettings } from '../../lib/follow-public-settings.ts';
import { useSession } from '../../lib/session.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../lib/event-settings.ts';

/** A team's project on the public page: which team it is, then the project without its file. */
function TeamProjectCard({ team }: { team: PublicTeam }) {
  if (!team.project) return null;
  return (
    <li className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-white">{team.name}</span> · Team {team.teamNumber}
        {team.problemStatement && <span className="block wrap-anywhere">{team.problemStatement}</span>}
      </p>
      <ProjectDetails project={team.project} canDownload={false} />
    </li>
  );
}

/** The public results (issue 29): the winners and every project once the organiser publishes them. */
export function ResultsPage() {
  useDocumentTitle('Results');
  const settings = useEventSettings().data ?? DEFAULT_EVENT_SETTINGS;
  // Publishing (or taking back) the results shows here without a reload: a signed-in tab hears
  // it live, a visitor's tab asks for the settings now and then (the results follow them).
  useFollowPublicSettings(!useSession().user);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 400);
  const results = usePublicResults({ page, search: debounced });
  const data = results.data;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 overflow-hidden px-4 py-8 sm:py-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-amber-100/60 to-transparent dark:from-amber-950/30"
        />
        <div className="mx-auto w-full max-w-5xl">
          <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
            <span className="inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-white/80 px-3 py-1 text-xs font-semibold text-amber-700 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-300">
              <Trophy aria-hidden="true" className="size-3.5" />
              Results
            </span>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{settings.eventName} results</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{settings.publicDates}</p>
          </div>

          {!data && results.isPending && (
            <div className="flex justify-center py-16" role="status">
              <Spinner className="size-6" />
              <span className="sr-only">Loading the results…</span>
            </div>
          )}
          {!data && results.isError && <LoadFailure message={RESULTS_MSG.loadFailed} onRetry={() => void results.refetch()} retrying={results.isFetching} />}

          {data && !data.published && <EmptyState icon={Hourglass} title={RESULTS_MSG.notOut} description={RESULTS_MSG.notOutDetail} />}

          {data?.published && (
            <div className="space-y-12">
              <section aria-labelledby="winners-heading">
                <h2 id="winners-heading" className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
                  Winners
                </h2>
                {data.winners.length > 0 ? (
                  <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
                    {data.winners.map((winner) => (
                      <li key={winner.teamId} className="flex min-w-0">
                        <WinnerCard winner={winner} />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-slate-600 dark:text-slate-400">{RESULTS_MSG.noWinners}</p>
                )}
              </section>

              <section aria-labelledby="projects-heading">
                <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                  <h2 id="projects-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
                    Every project <span className="text-base font-normal text-slate-500 dark:text-slate-400">({data.pagination.totalTeams})</span>
                  </h2>
                  <SearchInput
                    aria-label="Search projects by team or title"
                    placeholder="Search projects"
                    value={search}
                    maxLength={LIMITS.searchMax}
                    onChange={(e) => {
                      setSearch(e.target.value);
                      setPage(1);
                    }}
                    wrapperClassName="sm:w-72"
                  />
                </div>
                {data.teams.length > 0 ? (
                  <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
                    {data.teams.map((team) => (
                      <TeamProjectCard key={team.teamId} team={team} />
                    ))}
                  </ul>
                ) : (
                  <EmptyState icon={FolderOpen} title={debounced ? RESULTS_MSG.noMatch : RESULTS_MSG.noProjects} />
                )}
                <Pagination
                  className="mt-6"
                  page={data.pagination.currentPage}
                  totalPages={data.pagination.totalPages}
                  onPageChange={setPage}
                  label="Project pages"
                />
              </section>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
