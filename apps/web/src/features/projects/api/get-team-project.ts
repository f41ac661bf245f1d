import { useQuery } from '@tanstack/react-query';
import { fillPath } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { apiDownload, callApi } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

export function getTeamProject(teamId: string, signal?: AbortSignal) {
  return callApi(api.projects.get, { params: { id: teamId }, signal });
}

/** A team's project (`data.project` is null until its leader saves one). */
export function useTeamProject(teamId: string | null | undefined) {
  return useQuery({
    queryKey: projectKeys.team(teamId ?? ''),
    queryFn: ({ signal }) => getTeamProject(teamId ?? '', signal),
    enabled: Boolean(teamId),
  });
}

/** The file goes through the token-carrying fetch: a plain link would reach the server signed out. */
export function downloadProjectFile(teamId: string, fileName: string) {
  return apiDownload(fillPath(api.projects.file.path, { id: teamId }), fileName);
}
