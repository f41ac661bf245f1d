import type { AuditEntry } from '@hackcamp/contract';

/**
 * Each recorded action as the words between who did it and whom or what it was done to:
 * "Swapna Admin | assigned a mentor to | Meera Nair".
 */
const ACTION_VERBS: Record<string, string> = {
  'config.update': 'changed the event settings',
  'landing.update': 'edited the texts of',
  'user.create': 'created an account for',
  'user.update': 'edited the profile of',
  'user.role': 'changed the role of',
  'user.delete': 'deleted the account of',
  'user.activate': 'activated',
  'user.deactivate': 'deactivated',
  'user.reset-password': 'reset the password of',
  'user.password-recovered': 'used an emailed link to reset the password of',
  'mentor.assign': 'assigned a mentor to',
  'mentor.unassign': 'removed the mentor of',
  'judge.assign': 'assigned a judge to',
  'judge.unassign': 'removed a judge from',
  'attendance.mark': 'marked attendance for',
  'attendance.update': 'changed attendance of',
  'attendance.remove': 'removed attendance of',
  'attendance.check-in': 'was marked present by check-in:',
  'check-in.open': 'opened a check-in window for',
  'check-in.close': 'closed the check-in window of',
  'submission.grade': 'graded work of',
  'project.save': 'saved the project of',
  'project.file': 'uploaded the project file of',
  'project.file-remove': 'removed the project file of',
  'certificate.rules': 'changed the',
  'certificate.issue': 'issued certificates:',
  'certificate.revoke': 'revoked the certificate of',
  'certificate.reissue': 'reissued the certificate of',
};

/** The families the action filter offers (the server matches 'user' to every 'user.*'). */
export const ACTION_FAMILIES: { value: string; label: string }[] = [
  { value: 'config', label: 'Event settings' },
  { value: 'user', label: 'Accounts' },
  { value: 'mentor', label: 'Mentor assignments' },
  { value: 'judge', label: 'Judge assignments' },
  { value: 'attendance', label: 'Attendance' },
  { value: 'check-in', label: 'Check-in windows' },
  { value: 'submission', label: 'Grades' },
  { value: 'task', label: 'Tasks' },
  { value: 'announcement', label: 'Announcements' },
  { value: 'team', label: 'Teams' },
  { value: 'project', label: 'Projects' },
  { value: 'vote', label: 'Votes' },
  { value: 'evaluation', label: 'Evaluations' },
  { value: 'certificate', label: 'Certificates' },
];

/** The verb phrase of a known action; actions added later read as their dotted name. */
export function actionVerb(action: string): { text: string; known: boolean } {
  const verb = ACTION_VERBS[action];
  return verb ? { text: verb, known: true } : { text: action.replace(/[.-]/g, ' '), known: false };
}

const SETTING_LABELS: Record<string, string> = {
  teamFormationEnabled: 'Team Formation',
  votingEnabled: 'Voting',
  registrationOpen: 'Registration',
  projectSubmissionEnabled: 'Project submission',
  eventName: 'Event name',
  startDate: 'Start date',
  publicDates: 'Public dates',
  countdownTarget: 'Countdown',
  prizePool: 'Prize pool',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  collegeName: 'College',
  participantType: 'Participation',
  specialization: 'Specialization',
  experience: 'Experience',
  description: 'Description',
};

const show = (v: unknown): string => (v === true ? 'on' : v === false ? 'off' : v === null || v === undefined || v === '' ? '(empty)' : String(v));
const isChange = (v: unknown): v is { from: unknown; to: unknown } => typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/** One line saying what changed, from the entry's details; empty when there is nothing to add. */
export function detailsSummary(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const d = entry.details;
  if (entry.action === 'config.update' || entry.action === 'user.update') {
    const labels = entry.action === 'config.update' ? SETTING_LABELS : FIELD_LABELS;
    return Object.entries(d)
      .filter(([, v]) => isChange(v))
      .map(([k, v]) => `${labels[k] ?? k}: ${show((v as { from: unknown }).from)} → ${show((v as { to: unknown }).to)}`)
      .join('; ');
  }
  if (entry.action === 'user.role') return `${show(d.from)} → ${show(d.to)}`;
  if (entry.action === 'mentor.assign' || entry.action === 'mentor.unassign') return typeof d.mentorName === 'string' ? `Mentor: ${d.mentorName}` : '';
  if (entry.action === 'judge.assign' || entry.action === 'judge.unassign') return typeof d.judgeName === 'string' ? `Judge: ${d.judgeName}` : '';
  if (entry.action === 'user.create' || entry.action === 'user.delete') return [d.role, d.email].filter((x) => typeof x === 'string').join(' · ');
  // Anything else: its first few plain values, kept short.
  const plain = Object.entries(d)
    .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
    .slice(0, 4)
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join(' · ');
  return plain.length > 160 ? `${plain.slice(0, 157)}...` : plain;
}
