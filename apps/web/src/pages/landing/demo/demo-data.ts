/**
 * Fixed sample data for the landing page's demo dashboards. The spec wants the landing page to
 * show no real data, so nothing here is fetched and none of it names a real person.
 */

export type DemoTaskStatus = 'Completed' | 'Pending' | 'Not Started';

export interface DemoTask {
  id: string;
  day: number;
  title: string;
  description: string;
  status: DemoTaskStatus;
  score?: number;
  feedback?: string;
}

export const PARTICIPANT = {
  name: 'Meera Nair',
  today: 6,
  bootcampDays: 10,
  score: 342,
  rank: 12,
  participants: 250,
  attendance: 80,
  daysPresent: 4,
  daysMarked: 5,
  streak: 3,
};

export const PARTICIPANT_TASKS: DemoTask[] = [
  {
    id: 'bootstrap',
    day: 4,
    title: 'Bootstrap: a responsive event page',
    description: 'Rebuild the event page with the grid and cards so it works on a phone.',
    status: 'Completed',
    score: 88,
    feedback: 'Clean layout. Try a sticky navbar next.',
  },
  {
    id: 'javascript',
    day: 5,
    title: 'JavaScript: a to-do list',
    description: 'Add, tick and delete items, and keep them after a reload.',
    status: 'Pending',
  },
  {
    id: 'mysql',
    day: 6,
    title: 'MySQL: design the event schema',
    description: 'Tables for participants, teams and attendance, with keys and a few sample queries.',
    status: 'Not Started',
  },
];

/** The task the visitor can "submit" in the participant demo. */
export const UPLOAD_TASK_ID = 'mysql';

export type DemoAttendance = 'present' | 'absent' | null;

export const MENTOR = {
  name: 'Arjun Mehta',
  specialization: 'Full Stack (Java, React)',
  experience: 6,
  // A made-up number in the format a mentor would type it, so the link shows the digits-only rule.
  mobile: '+91 98765 43210',
};

/** The last four days of the grid; today (day 6) is still unmarked so there is something to do. */
export const ATTENDANCE_DAYS = [
  { day: 3, date: '6 Aug' },
  { day: 4, date: '7 Aug' },
  { day: 5, date: '8 Aug' },
  { day: 6, date: '9 Aug' },
];

export const MENTOR_PARTICIPANTS: { id: string; name: string; attendance: DemoAttendance[] }[] = [
  { id: 'p1', name: 'Meera Nair', attendance: ['present', 'present', 'present', null] },
  { id: 'p2', name: 'Rohan Das', attendance: ['present', 'absent', 'present', null] },
  { id: 'p3', name: 'Sana Khan', attendance: ['present', 'present', 'absent', null] },
  { id: 'p4', name: 'Vikram Iyer', attendance: ['absent', 'present', 'present', null] },
];

export const SUBMISSION_TO_GRADE = {
  participant: 'Rohan Das',
  day: 5,
  task: 'JavaScript: a to-do list',
  submittedAt: '8 Aug, 9:14 pm',
  text: 'Items are saved in local storage, so the list survives a reload. Added a filter for done items.',
  fileName: 'todo-app.zip',
  maxScore: 100,
};

export const ADMIN_STATS = {
  totalParticipants: 248,
  activeTasks: 6,
  activeMentors: 20,
  todaysAttendance: 231,
};

export const ADMIN_TEAMS = { teams: 38, inTeams: 214 };

/** Event switches start as the spec's defaults: team formation on, voting off. */
export const ADMIN_SWITCHES = { teamFormation: true, voting: false };

export const ADMIN_DAYS = [
  { day: 1, date: '4 Aug', present: 241 },
  { day: 2, date: '5 Aug', present: 236 },
  { day: 3, date: '6 Aug', present: 229 },
  { day: 4, date: '7 Aug', present: 238 },
  { day: 5, date: '8 Aug', present: 226 },
  { day: 6, date: '9 Aug', present: 231 },
];
