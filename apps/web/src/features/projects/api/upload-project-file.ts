import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

export function uploadProjectFile({ teamId, file }: { teamId: string; file: File }) {
  const form = new FormData();
  form.set('file', file);
  return callApi(api.projects.uploadFile, { params: { id: teamId }, body: form }).then((d) => d.project);
}

export function useUploadProjectFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProjectFile,
    onSuccess: (project, { teamId }) => queryClient.setQueryData(projectKeys.team(teamId), { project }),
  });
}
