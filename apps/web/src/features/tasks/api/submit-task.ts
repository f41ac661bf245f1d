import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { mySubmissionsKey } from './get-my-submissions.ts';

export interface SubmitTaskInput {
  taskId: string;
  description: string;
  link: string;
  file: File | null;
  isEdit: boolean;
}

/** The spec's multipart form: taskId, submissionType, content (JSON text), optional file and isEdit. */
export function toFormData(input: SubmitTaskInput): FormData {
  const form = new FormData();
  form.set('taskId', input.taskId);
  form.set('submissionType', input.link ? 'link' : 'text');
  form.set('content', JSON.stringify({ text: input.description, link: input.link, linkTitle: input.link ? input.description : '' }));
  if (input.isEdit) form.set('isEdit', 'true');
  if (input.file) form.set('file', input.file);
  return form;
}

export function useSubmitTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitTaskInput) => callApi(api.submissions.submit, { body: toFormData(input) }).then((d) => d.submission),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mySubmissionsKey }),
  });
}
