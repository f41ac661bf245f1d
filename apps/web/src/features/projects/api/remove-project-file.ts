import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

export function removeProjectFile(teamId: string) {
  return callApi(api.projects.removeFile, { params: { id: teamId } }).then((d) => d.project);
}

export function useRemoveProjectFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProjectFile,
    onSuccess: (project, teamId) => queryClient.setQueryData(projectKeys.team(teamId), { project }),
  });
}
