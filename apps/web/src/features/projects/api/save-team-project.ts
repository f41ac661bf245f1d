import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

export function saveTeamProject({ teamId, input }: { teamId: string; input: ProjectInput }) {
  return callApi(api.projects.save, { params: { id: teamId }, body: input }).then((d) => d.project);
}

export function useSaveTeamProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamProject,
    onSuccess: (project, { teamId }) => queryClient.setQueryData(projectKeys.team(teamId), { project }),
  });
}
