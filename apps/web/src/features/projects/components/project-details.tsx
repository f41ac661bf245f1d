import { Download, ExternalLink, FolderOpen } from 'lucide-react';
import { toast } from 'sonner';
import { PROJECT_MSG, type TeamProject } from '@hackcamp/contract';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { downloadProjectFile } from '../api/get-team-project.ts';
import { formatFileSize } from '../file-size.ts';

const LINKS = [
  { key: 'repositoryUrl', label: 'Repository' },
  { key: 'demoUrl', label: 'Demo' },
  { key: 'slidesUrl', label: 'Slides or video' },
] as const;

/**
 * A team's project, read-only: for its members, its judges and (without the file, which needs a
 * signed-in reader) the public results page.
 */
export function ProjectDetails({ project, canDownload = true }: { project: TeamProject; canDownload?: boolean }) {
  const headingId = `project-${project.teamId}`;
  const links = LINKS.flatMap(({ key, label }) => (project[key] ? [{ label, href: project[key] }] : []));
  const updated = formatDateTime(project.updatedAt);
  const download = (name: string) =>
    downloadProjectFile(project.teamId, name).catch((e: unknown) => toast.error(errorMessage(e, 'The file could not be downloaded')));

  return (
    <Card className="min-w-0 p-5" role="article" aria-labelledby={headingId}>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Project</p>
      <h3 id={headingId} className="mt-1 text-lg font-semibold wrap-anywhere text-slate-900 dark:text-white">
        {project.title}
      </h3>
      {project.summary && (
        // wrap-anywhere: a pasted URL or a long word has no break points and would widen a phone's page.
        <p className="mt-2 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{project.summary}</p>
      )}
      {(links.length > 0 || project.file) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {links.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
              {link.label} <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ))}
          {project.file &&
            (canDownload ? (
              <Button variant="outline" size="sm" className="max-w-full" onClick={() => void download(project.file?.name ?? 'project')}>
                <Download aria-hidden="true" className="size-3.5" />
                <span className="truncate">{project.file.name}</span>
                <span className="text-slate-500 dark:text-slate-400">({formatFileSize(project.file.size)})</span>
              </Button>
            ) : (
              <span className="inline-flex max-w-full items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                <span className="truncate">{project.file.name}</span> ({formatFileSize(project.file.size)})
              </span>
            ))}
        </div>
      )}
      {updated && (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          Updated {updated}
          {project.updatedBy ? ` by ${project.updatedBy.name}` : ''}
        </p>
      )}
    </Card>
  );
}

/** What stands in for a project the team has not saved yet. */
export function ProjectMissing({ description }: { description?: string }) {
  return (
    <Card className="flex items-center gap-3 p-5 text-sm text-slate-600 dark:text-slate-400">
      <FolderOpen aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0">
        <p className="font-medium text-slate-800 dark:text-slate-200">{PROJECT_MSG.missing}</p>
        {description && <p className="mt-0.5">{description}</p>}
      </div>
    </Card>
  );
}
