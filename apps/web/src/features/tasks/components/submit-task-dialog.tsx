import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILE_TYPES,
  SUBMISSION_MSG,
  TASK_LIMITS,
  orList,
  sizeText,
  toHttpLink,
  type Submission,
  type Task,
} from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useSubmitTask } from '../api/submit-task.ts';
import { ACCEPT, fileProblem } from './submission-file-check.ts';

export type SubmitMode = 'submit' | 'edit' | 'redo';

type Props = { task: Task; mode: SubmitMode; current?: Submission; onClose: () => void };

const TITLES: Record<SubmitMode, string> = { submit: 'Submit Task', edit: 'Edit Submission', redo: 'Redo Submission' };

/** Submit, edit (pre-filled) or redo (empty) a task: a description and/or a link, and maybe a file. */
export function SubmitTaskDialog({ task, mode, current, onClose }: Props) {
  const prefill = mode === 'edit' && current;
  const [description, setDescription] = useState(prefill ? (current.content.text === SUBMISSION_MSG.noDescription ? '' : current.content.text) : '');
  const [link, setLink] = useState(prefill ? current.content.link : '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitTask();
  const isEdit = mode !== 'submit';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    const typed = link.trim();
    if (!text && !typed) return setError(SUBMISSION_MSG.contentRequired);
    // The contract's link rule: github.com/you/project goes as https://github.com/you/project.
    const url = typed && toHttpLink(typed);
    if (url === null) return setError(SUBMISSION_MSG.linkInvalid);
    const problem = file && fileProblem(file);
    if (problem) return setError(problem);
    setError(null);
    submit.mutate(
      { taskId: task._id, description: text, link: url, file, isEdit },
      {
        onSuccess: () => {
          toast.success(isEdit ? SUBMISSION_MSG.updated : SUBMISSION_MSG.submitted);
          onClose();
        },
        onError: (err) => toast.error(`${isEdit ? SUBMISSION_MSG.updateFailed : SUBMISSION_MSG.submitFailed}: ${errorMessage(err, 'please try again')}`),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={TITLES[mode]} description={task.title} className="max-w-lg">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error" title={error} />}
        {submit.isError && <Alert tone="error" title={errorMessage(submit.error, isEdit ? SUBMISSION_MSG.updateFailed : SUBMISSION_MSG.submitFailed)} />}
        <FormField id="submission-description" label="Description">
          {(a11y) => (
            <Textarea
              {...a11y}
              rows={4}
              maxLength={TASK_LIMITS.submissionTextMax}
              placeholder="What did you build or learn?"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="submission-link" label="Link (optional)">
          {(a11y) => (
            <Input {...a11y} type="url" inputMode="url" placeholder="https://github.com/you/project" value={link} onChange={(e) => setLink(e.target.value)} />
          )}
        </FormField>
        <FormField id="submission-file" label="File (optional)">
          {(a11y) => (
            <>
              <input
                {...a11y}
                type="file"
                accept={ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-blue-700 hover:file:bg-blue-100 dark:text-slate-400 dark:file:bg-blue-500/15 dark:file:text-blue-300"
              />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {`${orList(SUBMISSION_FILE_TYPES)}; up to ${sizeText(SUBMISSION_FILE_MAX_BYTES)}.`}
                {mode !== 'submit' && current?.content.fileName ? ` Leave empty to keep ${current.content.fileName}.` : ''}
              </p>
            </>
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {submit.isPending ? 'Submitting...' : isEdit ? 'Update Submission' : 'Submit Task'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
