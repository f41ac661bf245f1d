import { IMPORT_FIELDS, IMPORT_MSG, type ImportKind } from '@hackcamp/contract';
import { badRequest } from '../../lib/app-error.ts';

/** "College Name", "college_name" and "COLLEGE-NAME" all read "collegename". */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const EMAIL = ['email', 'emailid', 'emailaddress', 'mail', 'mailid', 'gmail', 'emails'];
const PERSON: Record<string, string[]> = {
  email: EMAIL,
  name: [
    'name',
    'fullname',
    'studentname',
    'participantname',
    'mentorname',
    'judgename',
    'candidatename',
    'nameofthestudent',
    'nameoftheparticipant',
    'yourname',
  ],
  mobile: [
    'mobile',
    'moblie',
    'mobilenumber',
    'mobileno',
    'moblienumber',
    'phone',
    'phonenumber',
    'phoneno',
    'contact',
    'contactnumber',
    'contactno',
    'whatsapp',
    'whatsappnumber',
    'whatsappno',
    'cell',
    'cellphone',
  ],
  collegeName: [
    'collegename',
    'college',
    'collegeuniversity',
    'institution',
    'institutionname',
    'institute',
    'institutename',
    'university',
    'school',
    'organisation',
    'organization',
  ],
  participantType: ['participanttype', 'participationtype', 'participation', 'type', 'track', 'programme', 'program', 'mode'],
  description: ['description', 'bio', 'about', 'aboutme', 'profile', 'summary'],
  skills: ['skills', 'skill', 'skillset', 'skillsets', 'expertise', 'techstack'],
  specialization: ['specialization', 'specialisation', 'speciality', 'specialty', 'domain', 'area', 'areaofexpertise'],
  experience: ['experience', 'experienceyears', 'yearsofexperience', 'experienceinyears', 'years', 'exp', 'yoe'],
};

const ALIASES: Record<ImportKind, Record<string, string[]>> = {
  participants: PERSON,
  mentors: { ...PERSON, email: [...EMAIL, 'mentoremail'] },
  judges: { ...PERSON, email: [...EMAIL, 'judgeemail'] },
  assignments: {
    participantEmail: [
      'participantemail',
      'participateemail',
      'studentemail',
      'menteeemail',
      'participant',
      'student',
      'mentee',
      'participantmail',
      'email',
      'emailid',
    ],
    mentorEmail: ['mentoremail', 'mentor', 'mentormail', 'mentoremailid', 'assignedmentor', 'mentorsemail', 'assignedmentoremail'],
  },
  problems: {
    title: ['title', 'problemtitle', 'problemstatementtitle', 'pstitle', 'problemname', 'name'],
    description: [
      'problemstatement',
      'description',
      'statement',
      'problemdescription',
      'problemstatementdescription',
      'details',
      'problem',
      'psdescription',
      'desc',
    ],
    domain: ['domain', 'category', 'theme', 'track', 'sector'],
    topic: ['topic', 'subdomain', 'subtopic', 'subcategory'],
    suggestedTechnologies: [
      'suggestedtechnologies',
      'suggestedtechnology',
      'suggestedtech',
      'suggestedtechstack',
      'technologies',
      'technology',
      'techstack',
      'tech',
      'tools',
    ],
    difficulty: ['difficulty', 'difficultylevel', 'level', 'complexity'],
  },
};

/** Optimal string alignment distance, stopping early past 1: enough to forgive one typo or swap. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > 1) return false;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]! <= 1;
}

/** The field a header names: an exact alias first, else the one field an alias is one typo away from. */
export function guessField(kind: ImportKind, header: string): string | null {
  const key = normalizeHeader(header);
  if (!key) return null;
  const aliases = ALIASES[kind];
  for (const [field, names] of Object.entries(aliases)) if (names.includes(key)) return field;
  if (key.length < 5) return null;
  const near = Object.entries(aliases).filter(([, names]) => names.some((n) => n.length >= 5 && withinOneEdit(key, n)));
  return near.length === 1 ? near[0]![0] : null;
}

export interface ColumnMapping {
  /** Per column of the file: the field it fills, or null. */
  columns: { column: string; field: string | null }[];
  /** Field -> index of the column that fills it. */
  indexOf: Map<string, number>;
  /** Required fields with no column. */
  missing: string[];
}

/**
 * Which column fills which field. The caller's mapping (header -> field, or null to ignore) wins
 * over the guess; when two columns would fill one field, the first keeps it.
 */
export function mapColumns(kind: ImportKind, headers: string[], override: Record<string, string | null> = {}): ColumnMapping {
  const fields = IMPORT_FIELDS[kind];
  const known = new Set(fields.map((f) => f.field));
  for (const target of Object.values(override)) if (target !== null && !known.has(target)) throw badRequest(IMPORT_MSG.badMapping);
  const overrideByKey = new Map(Object.entries(override).map(([header, field]) => [header.trim(), field]));
  const indexOf = new Map<string, number>();
  const chosen: (string | null)[] = headers.map(() => null);
  // The caller's choices first, so a field they gave to a later column is not taken by a guess.
  headers.forEach((column, i) => {
    const field = overrideByKey.get(column.trim());
    if (field && !indexOf.has(field)) {
      indexOf.set(field, i);
      chosen[i] = field;
    }
  });
  headers.forEach((column, i) => {
    if (overrideByKey.has(column.trim())) return;
    const field = guessField(kind, column);
    if (field && !indexOf.has(field)) {
      indexOf.set(field, i);
      chosen[i] = field;
    }
  });
  const columns = headers.map((column, i) => ({ column, field: chosen[i]! }));
  return { columns, indexOf, missing: fields.filter((f) => f.required && !indexOf.has(f.field)).map((f) => f.field) };
}
