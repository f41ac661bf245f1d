import { useState } from 'react';
import { Pencil, Send } from 'lucide-react';
import { PROJECT_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTeamProject } from '../api/get-team-project.ts';
import { ProjectDetails, ProjectMissing } from './project-details.tsx';
import { ProjectForm } from './project-form.tsx';

type TeamProjectSectionProps = { teamId: string; isLeader: boolean; submissionOpen: boolean };

/** The Team tab's project: every member reads it; the leader edits it while submission is open. */
export function TeamProjectSection({ teamId, isLeader, submissionOpen }: TeamProjectSectionProps) {
  const query = useTeamProject(teamId);
  const [editing, setEditing] = useState(false);
  const project = query.data?.project ?? null;

  return (
    <section aria-labelledby="team-project-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-project-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Project
        </h2>
        {isLeader && submissionOpen && !editing && query.isSuccess && (
          <Button onClick={() => setEditing(true)}>
            {project ? <Pencil aria-hidden="true" className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
            {project ? 'Edit project' : 'Submit project'}
          </Button>
        )}
      </div>
      {isLeader && !submissionOpen && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {PROJECT_MSG.closedNotice}
        </p>
      )}
      {query.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : query.isError && !query.data ? (
        <LoadFailure message={PROJECT_MSG.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : editing && isLeader ? (
        <ProjectForm teamId={teamId} project={project} submissionOpen={submissionOpen} onDone={() => setEditing(false)} />
      ) : project ? (
        <ProjectDetails project={project} />
      ) : (
        <ProjectMissing
          description={isLeader ? (submissionOpen ? 'Submit it so judges can see what you built.' : undefined) : 'Your team leader submits it.'}
        />
      )}
    </section>
  );
}
