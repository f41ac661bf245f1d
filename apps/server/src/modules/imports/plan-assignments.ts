import { IMPORT_MSG } from '@hackcamp/contract';
import { mapPaced } from '../../lib/pace.ts';
import type { ColumnMapping } from './column-mapping.ts';
import { RowReader, markDuplicates, settle, type Plan, type PlannedRow } from './import-plan.ts';
import type { ExistingPerson } from './plan-people.ts';
import type { CsvRecord } from './read-csv.ts';

export interface AssignmentWrite {
  participantId: string;
  mentorId: string;
}

type Person = Pick<ExistingPerson, 'id' | 'email' | 'role'> & { mentorId: string | null };

/**
 * participant email -> mentor email. Both must already exist (import mentors and participants
 * first). A participant with no mentor is a create, one moving to another mentor an update.
 */
export async function planAssignments(mapping: ColumnMapping, records: CsvRecord[], people: Map<string, Person>): Promise<Plan<AssignmentWrite>> {
  const drafts = await mapPaced(records, (record) => {
    const r = new RowReader('assignments', mapping, record);
    const participantEmail = r.email('participantEmail');
    const mentorEmail = r.email('mentorEmail');
    return {
      row: record.row,
      action: 'error' as const,
      label: `${participantEmail} → ${mentorEmail}`,
      errors: r.errors,
      changes: [] as string[],
      participantEmail,
      mentorEmail,
    };
  });
  markDuplicates(drafts, (d) => d.participantEmail);

  const rows: PlannedRow<AssignmentWrite>[] = await mapPaced(drafts, ({ participantEmail, mentorEmail, ...row }) => {
    const participant = participantEmail ? people.get(participantEmail) : undefined;
    const mentor = mentorEmail ? people.get(mentorEmail) : undefined;
    if (row.errors.length === 0) {
      if (!participant || participant.role !== 'participant') row.errors.push(IMPORT_MSG.unknownParticipant(participantEmail));
      if (!mentor || mentor.role !== 'mentor') row.errors.push(IMPORT_MSG.unknownMentor(mentorEmail));
    }
    if (!participant || !mentor || row.errors.length) return settle(row, 'skip');
    const write = { participantId: participant.id, mentorId: mentor.id };
    if (participant.mentorId === mentor.id) return settle(row, 'skip');
    return participant.mentorId ? settle(row, 'update', write, ['Mentor']) : settle(row, 'create', write);
  });
  return { rows };
}
