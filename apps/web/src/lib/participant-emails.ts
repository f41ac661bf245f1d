import { useEventSettings } from './event-settings.ts';
import { useSession } from './session.ts';

/**
 * Whether the signed-in person is shown other participants' emails: staff always, participants
 * when the organiser's "Show participant emails" is on (the server leaves them out otherwise).
 * For wording only, e.g. whether a search box offers to search by email; what is shown of each
 * person follows the answer itself.
 */
export function useSeesParticipantEmails(): boolean {
  const role = useSession().user?.role;
  const shown = useEventSettings().data?.showParticipantEmails ?? false;
  return role !== undefined && (role !== 'participant' || shown);
}
