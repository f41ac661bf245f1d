import { z } from 'zod';

/**
 * A participant's email where other people read it (the leaderboard, teams, the invite list).
 * Optional, not nullable: it is left out of the answer, so there is nothing to show and nothing
 * to leak.
 */
export const participantEmail = z
  .string()
  .optional()
  .describe(
    "Left out when the caller is a participant and the organiser's `showParticipantEmails` (GET/PUT /config/config) is off, the default; staff (mentors, judges, superadmins) always get it",
  );
