import { IMPORT_MSG, LIMITS, type ParticipantType } from '@hackcamp/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { mapPaced } from '../../lib/pace.ts';
import type { ColumnMapping } from './column-mapping.ts';
import { RowReader, labelOf, markDuplicates, settle, type Plan, type PlannedRow } from './import-plan.ts';
import type { CsvRecord } from './read-csv.ts';

export type PersonKind = 'participants' | 'mentors' | 'judges';
export const ROLE_OF: Record<PersonKind, 'participant' | 'mentor' | 'judge'> = { participants: 'participant', mentors: 'mentor', judges: 'judge' };

/** The profile fields an import may set; a field left out (no column, empty cell) is never changed. */
export interface PersonValues {
  name?: string;
  mobile?: string;
  collegeName?: string;
  participantType?: ParticipantType;
  description?: string;
  skills?: string[];
  specialization?: string;
  experience?: number;
}

export type PersonWrite = { op: 'create'; email: string; values: PersonValues & { name: string } } | { op: 'update'; id: string; values: PersonValues };

export type ExistingPerson = Pick<
  UserRow,
  'id' | 'email' | 'role' | 'name' | 'mobile' | 'collegeName' | 'participantType' | 'description' | 'skills' | 'specialization' | 'experience'
>;

function participantType(value: string): ParticipantType | null {
  const v = value.toLowerCase();
  if (/bootcamp|full|both/.test(v)) return 'bootcamp';
  if (/hackathon/.test(v)) return 'hackathon';
  return null;
}

function experience(reader: RowReader): number | undefined {
  const value = reader.optional('experience', 40);
  if (value === undefined) return undefined;
  const match = /^(\d{1,2})(?:\.\d+)?\s*(?:\+|years?|yrs?)?$/i.exec(value);
  if (!match) {
    reader.errors.push(IMPORT_MSG.badExperience(value));
    return undefined;
  }
  return Number(match[1]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Participants, mentors or judges, matched by email: a new email is created, a known one of the
 * same role is updated where the file says something different (empty cells change nothing), and
 * one that belongs to another role is refused rather than silently turned into something else.
 * `defaultType` is the participation type of new participants whose row does not give one;
 * `phoneCountryCode` the event's, for numbers written without one.
 */
export async function planPeople(
  kind: PersonKind,
  mapping: ColumnMapping,
  records: CsvRecord[],
  existing: Map<string, ExistingPerson>,
  defaultType: ParticipantType,
  phoneCountryCode: string,
): Promise<Plan<PersonWrite>> {
  const drafts = await mapPaced(records, (record) => {
    const r = new RowReader(kind, mapping, record);
    const email = r.email('email');
    const values: PersonValues = {
      name: r.required('name', LIMITS.nameMax),
      mobile: r.mobile('mobile', phoneCountryCode),
      description: r.optional('description', 1000, { lines: true }),
    };
    if (kind !== 'judges') values.skills = r.list('skills', 30, 50);
    if (kind === 'participants') {
      values.collegeName = r.optional('collegeName', LIMITS.collegeMax);
      const typeCell = r.raw('participantType');
      const type = typeCell ? participantType(typeCell) : undefined;
      if (type === null) r.errors.push(IMPORT_MSG.badParticipantType(typeCell.slice(0, 40)));
      else values.participantType = type;
    }
    if (kind === 'mentors') {
      values.specialization = r.optional('specialization', 100);
      values.experience = experience(r);
    }
    return { row: record.row, action: 'error' as const, label: email, errors: r.errors, changes: [] as string[], email, values };
  });
  markDuplicates(drafts, (d) => d.email);

  const rows: PlannedRow<PersonWrite>[] = await mapPaced(drafts, ({ email, values, ...row }) => {
    const current = existing.get(email);
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as PersonValues;
    if (!current) {
      // The screen's default stands in for a type the file leaves out, so only new accounts take it:
      // an existing participant keeps theirs, as with every other empty cell.
      const defaults: PersonValues = kind === 'participants' ? { participantType: defaultType } : {};
      return settle(row, 'create', { op: 'create', email, values: { ...defaults, ...given, name: given.name ?? '' } });
    }
    if (current.role !== ROLE_OF[kind]) {
      row.errors.push(IMPORT_MSG.otherRole(current.role));
      return settle(row, 'skip');
    }
    const changed = (Object.keys(given) as (keyof PersonValues)[]).filter((k) => !same(given[k], current[k]));
    if (changed.length === 0) return settle(row, 'skip');
    const update = Object.fromEntries(changed.map((k) => [k, given[k]])) as PersonValues;
    return settle(
      row,
      'update',
      { op: 'update', id: current.id, values: update },
      changed.map((k) => labelOf(kind, k)),
    );
  });
  return { rows };
}
