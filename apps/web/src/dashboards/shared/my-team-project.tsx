import { TeamProjectSection } from '../../features/projects/components/team-project-section.tsx';
import { useMyTeam } from '../../features/team-formation/api/get-my-team.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in participant's team project, under their team card; nothing while they have no team. */
export function MyTeamProject() {
  const myTeam = useMyTeam();
  const settings = useEventSettings().data;
  const { user } = useSession();
  if (!myTeam.data) return null;
  return (
    <TeamProjectSection
      teamId={myTeam.data._id}
      isLeader={myTeam.data.leader?._id === user?._id}
      submissionOpen={settings?.projectSubmissionEnabled === true}
    />
  );
}
