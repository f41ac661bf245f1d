import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { ACCOUNT_LINKS } from '../shared/event.ts';
import { PARTICIPANT_TYPES } from '../shared/roles.ts';

/** What a spreadsheet can bring into the event, one kind per file. */
export const IMPORT_KINDS = ['participants', 'mentors', 'judges', 'assignments', 'problems'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  participants: 'Participants',
  mentors: 'Mentors',
  judges: 'Judges',
  assignments: 'Mentor assignments',
  problems: 'Problem statements',
};

/** The largest CSV file an import accepts; 5,000 people take well under 1 MB. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Columns of the header row (trailing empty ones aside); organisers' sheets have a dozen. */
export const IMPORT_MAX_COLUMNS = 500;
/** How long the server keeps an import's temporary passwords for the superadmin who ran it (unless dismissed sooner). */
export const IMPORT_CREDENTIALS_KEPT_HOURS = 24;

export interface ImportField {
  field: string;
  label: string;
  required: boolean;
}

const f = (field: string, label: string, required = false): ImportField => ({ field, label, required });
const personFields = [f('email', 'Email', true), f('name', 'Name', true), f('mobile', 'Mobile number')];

/** The fields each kind fills, in the order the mapping screen lists them. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  participants: [
    ...personFields,
    f('collegeName', 'College name'),
    f('participantType', 'Participation type'),
    f('description', 'Description'),
    f('skills', 'Skills'),
  ],
  mentors: [
    ...personFields,
    f('description', 'Description'),
    f('skills', 'Skills'),
    f('specialization', 'Specialization'),
    f('experience', 'Experience (years)'),
  ],
  judges: [...personFields, f('description', 'Description')],
  assignments: [f('participantEmail', 'Participant email', true), f('mentorEmail', 'Mentor email', true)],
  problems: [
    f('title', 'Title', true),
    f('description', 'Problem statement', true),
    f('domain', 'Domain', true),
    f('topic', 'Topic'),
    f('suggestedTechnologies', 'Suggested technologies'),
    f('difficulty', 'Difficulty'),
  ],
};

export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

// ours, all of them: the spec has no import screen.
export const IMPORT_MSG = {
  noFile: 'Choose a CSV file to import',
  badForm: 'The upload could not be read. Choose the file again and retry.',
  oneFile: 'Import one file at a time',
  fileTooLarge: `The file is too large. The limit is ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  emptyFile: 'The file is empty',
  noDataRows: 'The file has a header row but no rows below it',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows. Split it into smaller files.`,
  tooManyColumns: `The header row has more than ${IMPORT_MAX_COLUMNS} columns. Keep only the columns to import.`,
  notText: 'The file is not a CSV text file. In a spreadsheet, use Save As or Download as "CSV (UTF-8)".',
  badCsv: (line: number, what: string) => `The file is not valid CSV near line ${line}: ${what}`,
  badMapping: 'The column mapping is not valid',
  unknownKind: 'Unknown import kind: choose participants, mentors, judges, assignments or problems',
  notImported: (n: number) =>
    `Nothing was imported: ${n} ${n === 1 ? 'row has an error' : 'rows have errors'}. Preview the file to see ${n === 1 ? 'it' : 'them'}.`,
  changedMeanwhile: 'Someone changed the same people while the import ran. Nothing was imported; preview the file again.',
  previewed: 'Preview ready: nothing has been written yet',
  importValid: (n: number) => `Import the ${n} valid ${n === 1 ? 'row' : 'rows'}`,
  imported: (created: number, updated: number) => `Imported: ${created} created, ${updated} updated`,
  importedRejected: (created: number, updated: number, rejected: number) =>
    `Imported: ${created} created, ${updated} updated. ${rejected} ${rejected === 1 ? 'row was' : 'rows were'} not imported: fix ${rejected === 1 ? 'it' : 'them'} and import the file again.`,
  invited: (n: number) =>
    `Invitations sent to ${n} ${n === 1 ? 'person' : 'people'}: each gets a link, valid ${ACCOUNT_LINKS.invitationDays} days, to choose their password.`, // ours
  previewFailed: 'Failed to preview the file',
  importFailed: 'Failed to import the file',
  // row reasons
  missingColumn: (label: string) => `No column holds ${label}`,
  missingValue: (label: string) => `${label} is missing`,
  badEmail: (value: string) => `Not a valid email address: ${value}`,
  duplicateInFile: (row: number) => `Duplicate of row ${row}`,
  badMobile: (value: string) => `Not a valid mobile number: ${value}`,
  badParticipantType: (value: string) => `Unknown participation type "${value}": use bootcamp or hackathon`,
  badExperience: (value: string) => `Experience must be a whole number of years: ${value}`,
  badDomain: (value: string) => `Unknown domain "${value}": use health, sports, agriculture, yoga, education or technology`,
  badDifficulty: (value: string) => `Unknown difficulty "${value}": use easy, medium or hard`,
  tooLong: (label: string, max: number) => `${label} is longer than ${max} characters`,
  otherRole: (role: string) => `This email belongs to a ${role} account`,
  unknownParticipant: (email: string) => `No participant has the email ${email}`,
  unknownMentor: (email: string) => `No mentor has the email ${email}`,
  fixBeforeImport: (n: number) =>
    `${n} ${n === 1 ? 'row has an error' : 'rows have errors'}: fix ${n === 1 ? 'it' : 'them'} in the file (or the columns above) and preview again. Nothing is written until every row is fine.`,
  nothingToImport: 'Every row is already there: there is nothing to import.',
  credentialsKept: `Download them now and hand them out privately. Until you dismiss them they are also kept for you, encrypted, under "Passwords kept for you" on this screen, for at most ${IMPORT_CREDENTIALS_KEPT_HOURS} hours.`,
  leaveUndownloaded: (n: number) =>
    `The ${n === 1 ? 'temporary password has' : `${n} temporary passwords have`} not been downloaded. You can still download ${n === 1 ? 'it' : 'them'} under "Passwords kept for you" on the Import tab for ${IMPORT_CREDENTIALS_KEPT_HOURS} hours, unless you dismiss ${n === 1 ? 'it' : 'them'}.`,
  keptNotFound: `These passwords are no longer kept: they were dismissed, or the import is more than ${IMPORT_CREDENTIALS_KEPT_HOURS} hours old.`,
  keptDismissed: 'The passwords were dismissed and deleted from the server',
  keptDismissFailed: 'Failed to dismiss the passwords',
  keptDownloadFailed: 'Failed to download the passwords',
} as const;

/** Column header -> field (or null to ignore the column): sent by the screen to fix a guess. */
export const importMappingSchema = z.record(z.string().max(200), z.string().max(40).nullable()).refine((m) => Object.keys(m).length <= 200, {
  error: IMPORT_MSG.badMapping,
});

export const importParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS, { error: IMPORT_MSG.unknownKind }) });

export const importQuerySchema = z.object({
  /** A preview unless the caller says false: nothing is written by accident. */
  dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('true'),
  /** New participants whose row gives no participation type (no such column, an empty cell) get this one; existing ones keep theirs. */
  participantType: z.enum(PARTICIPANT_TYPES, { error: 'participantType must be bootcamp or hackathon' }).default('bootcamp'),
  /** With dryRun=false: write the valid rows and answer the rejected ones with their reasons, instead of refusing the whole file. */
  skipInvalid: z.enum(['true', 'false'], { error: 'skipInvalid must be true or false' }).default('false'),
});

export const importRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** What the row is about: an email, or a title. */
  label: z.string(),
  errors: z.array(z.string()),
  /** For an update: the fields that change. */
  changes: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCredentialSchema = z.object({ email: z.string(), name: z.string(), role: z.string(), temporaryPassword: z.string() });
export type ImportCredential = z.infer<typeof importCredentialSchema>;

/** An import's temporary passwords the server still keeps for the superadmin who ran it. */
export const keptCredentialsSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  /** How many accounts (passwords) it holds. */
  count: z.number().int(),
  createdAt: isoDateTime,
  /** When the server deletes them at the latest. */
  expiresAt: isoDateTime,
});
export type KeptCredentials = z.infer<typeof keptCredentialsSchema>;

export const importResultSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  summary: z.object({ total: z.number().int(), created: z.number().int(), updated: z.number().int(), skipped: z.number().int(), errors: z.number().int() }),
  /** Every column of the file, with the field it was read into (null: ignored). */
  columns: z.array(z.object({ column: z.string(), field: z.string().nullable() })),
  /** Required fields no column holds. */
  missing: z.array(z.string()),
  rows: z.array(importRowSchema),
  /** Only on the committing call, only for accounts it created; stored as hashes, and sealed for their importer for a while (`kept`). */
  credentials: z.array(importCredentialSchema).optional(),
  /** When the committing call created accounts: where their passwords are kept for the caller until dismissed. */
  kept: keptCredentialsSchema.optional(),
  /** When the server has mail set up: the accounts it created were mailed an invitation link instead of getting a password. */
  invited: z.number().int().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const keptCredentialsDownloadSchema = keptCredentialsSchema.extend({ credentials: z.array(importCredentialSchema) });
export type KeptCredentialsDownload = z.infer<typeof keptCredentialsDownloadSchema>;
