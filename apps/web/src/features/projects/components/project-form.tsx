import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { PROJECT_LIMITS, PROJECT_MSG, projectInputSchema, sizeText, type TeamProject } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { useRemoveProjectFile } from '../api/remove-project-file.ts';
import { useSaveTeamProject } from '../api/save-team-project.ts';
import { useUploadProjectFile } from '../api/upload-project-file.ts';
import { formatFileSize } from '../file-size.ts';
import { PROJECT_FILE_ACCEPT, projectFileProblem } from '../project-file-check.ts';

const FIELDS = ['title', 'summary', 'repositoryUrl', 'demoUrl', 'slidesUrl'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

const LINKS = [
  { name: 'repositoryUrl', label: 'Repository', placeholder: 'https://github.com/your-team/project' },
  { name: 'demoUrl', label: 'Demo', placeholder: 'https://your-demo.example.com' },
  { name: 'slidesUrl', label: 'Slides or video', placeholder: 'https://youtu.be/...' },
] as const;

type ProjectFormProps = {
  teamId: string;
  project: TeamProject | null;
  /** The superadmin's switch: when off the form stays on screen (a save under way) but cannot send. */
  submissionOpen: boolean;
  onDone: () => void;
};

/** The team leader's editor: the text and links are saved first, then the chosen file is uploaded. */
export function ProjectForm({ teamId, project, submissionOpen, onDone }: ProjectFormProps) {
  const save = useSaveTeamProject();
  const upload = useUploadProjectFile();
  const removeFile = useRemoveProjectFile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(projectInputSchema),
    defaultValues: {
      title: project?.title ?? '',
      summary: project?.summary ?? '',
      repositoryUrl: project?.repositoryUrl ?? '',
      demoUrl: project?.demoUrl ?? '',
      slidesUrl: project?.slidesUrl ?? '',
    },
  });
  const summaryLength = (useWatch({ control, name: 'summary' }) ?? '').length;
  const busy = save.isPending || upload.isPending;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ teamId, input });
    } catch (error) {
      // The server's per-field messages go next to their fields; the rest above the form.
      if (error instanceof ApiError) for (const e of error.errors) if (isField(e.field)) setError(e.field, { message: e.msg });
      return;
    }
    if (file) {
      try {
        await upload.mutateAsync({ teamId, file });
      } catch (error) {
        setFileError(errorMessage(error, PROJECT_MSG.fileFailed));
        toast.success(PROJECT_MSG.saved);
        return;
      }
    }
    toast.success(PROJECT_MSG.saved);
    onDone();
  });

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? (projectFileProblem(chosen) ?? undefined) : undefined);
  };

  const onRemoveFile = () =>
    removeFile.mutate(teamId, {
      onSuccess: () => toast.success(PROJECT_MSG.fileRemoved),
      onError: (error) => toast.error(errorMessage(error, PROJECT_MSG.saveFailed)),
    });

  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{project ? 'Edit project' : 'Submit project'}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Judges see this when they score your team.</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        {!submissionOpen && <Alert tone="error" title={PROJECT_MSG.closedNotice} />}
        {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) && (
          <Alert tone="error" title={errorMessage(save.error, PROJECT_MSG.saveFailed)} />
        )}
        <fieldset disabled={!submissionOpen || busy} className="space-y-4">
          <FormField id="project-title" label="Title" error={errors.title?.message}>
            {(a11y) => <Input {...a11y} maxLength={PROJECT_LIMITS.titleMax} placeholder="What is your project called?" {...register('title')} />}
          </FormField>
          <div>
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor="project-summary">Summary</Label>
              <span
                id="project-summary-count"
                className={summaryLength > PROJECT_LIMITS.summaryMax ? 'text-xs text-red-600 dark:text-red-400' : 'text-xs text-slate-500 dark:text-slate-400'}
              >
                {summaryLength} / {PROJECT_LIMITS.summaryMax}
              </span>
            </div>
            <Textarea
              id="project-summary"
              rows={6}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={errors.summary ? 'project-summary-error project-summary-count' : 'project-summary-count'}
              placeholder="The problem, what you built and how it works"
              {...register('summary')}
            />
            <FieldError id="project-summary-error" message={errors.summary?.message} />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {LINKS.map((link) => (
              <FormField key={link.name} id={`project-${link.name}`} label={link.label} error={errors[link.name]?.message}>
                {(a11y) => (
                  <Input {...a11y} type="url" inputMode="url" maxLength={PROJECT_LIMITS.urlMax} placeholder={link.placeholder} {...register(link.name)} />
                )}
              </FormField>
            ))}
          </div>
          <div>
            <Label htmlFor="project-file">File (optional)</Label>
            {project?.file && (
              <div className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <span className="min-w-0 wrap-anywhere">
                  Current: {project.file.name} ({formatFileSize(project.file.size)})
                </span>
                <Button variant="ghost" size="sm" onClick={onRemoveFile} loading={removeFile.isPending}>
                  <Trash2 aria-hidden="true" className="size-4" /> Remove file
                </Button>
              </div>
            )}
            <input
              id="project-file"
              type="file"
              accept={PROJECT_FILE_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'project-file-error project-file-hint' : 'project-file-hint'}
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-200 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
            <p id="project-file-hint" className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
              PDF, ZIP or PowerPoint (.pptx), up to {sizeText(PROJECT_LIMITS.fileMaxBytes)}.{project?.file ? ' A new file replaces the current one.' : ''}
            </p>
            <FieldError id="project-file-error" message={fileError} />
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          {submissionOpen && (
            <Button type="submit" loading={busy} disabled={Boolean(fileError)}>
              Save project
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
