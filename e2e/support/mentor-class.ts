import { expect, type APIRequestContext } from '@playwright/test';
import { dayDate, type EventSettings } from '@hackcamp/contract';
import { uniqueEmail, type Account, type Api } from '../fixtures.ts';
import { assignParticipants } from './mentoring.ts';
import { gradeSubmission, submitText } from './scoring.ts';
import { createTask } from './tasks.ts';
import { adminToken } from './teams.ts';

const FIRST = ['Aarav', 'Bhavya', 'Chirag', 'Deepa', 'Esha', 'Farhan', 'Gauri', 'Harsh'];
const LAST = ['Iyer', 'Joshi', 'Kapoor', 'Lal', 'Menon', 'Nair', 'Pillai', 'Reddy'];

/** The "today" of the class: day 8, which no other spec gives tasks to, so its task list is ours alone. */
export const CLASS_DAY = 8;

export interface MentorClass {
  mentor: Account;
  settings: EventSettings;
  /** All 64, by name. */
  names: string[];
  /** Marked absent on day 8. */
  absent: string[];
  /** Nothing recorded on day 8. */
  unmarked: string[];
  /** Submitted day 8's one task; the first one's is graded full marks, the top score of the class. */
  submitted: string[];
  /** Handed in an earlier day's task after its due date. */
  late: string;
}

/**
 * A mentor with 64 bootcamp participants and a known day 8: 2 absent, 2 not marked, the rest
 * present; 2 submitted day 8's task (one graded) and 1 handed in late work. The 3 who submit are
 * signed in (they need a token); the other 61 are only registered, a few at a time.
 */
export async function mentorClass(request: APIRequestContext, api: Api): Promise<MentorClass> {
  const settings = await api.asAdmin<EventSettings>('GET', '/api/config/config');
  const mentor = await api.createStaff('mentor', 'Mira Menon');
  const names = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));
  const [sana, tara, umar] = [names[0]!, names[9]!, names[18]!];
  const signedIn = await Promise.all([sana, tara, umar].map((name) => api.registerParticipant({ name })));
  const people = new Map<string, string>(signedIn.map((a) => [a.user.name, a.user._id]));
  const rest = names.filter((n) => !people.has(n));
  for (let from = 0; from < rest.length; from += 8) {
    await Promise.all(
      rest.slice(from, from + 8).map(async (name) => {
        const res = await request.post('/api/auth/register', {
          data: {
            name,
            email: uniqueEmail('class'),
            mobile: '9876543210',
            collegeName: 'CBIT',
            participantType: 'bootcamp',
            password: 'participant1',
            confirmPassword: 'participant1',
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        people.set(name, ((await res.json()).data.user as { _id: string })._id);
      }),
    );
  }
  const id = (name: string) => people.get(name)!;
  await assignParticipants(request, mentor.user._id, names.map(id));

  const absent = [names[27]!, names[45]!];
  const unmarked = [names[36]!, names[54]!];
  const marked = names.filter((n) => !unmarked.includes(n));
  const res = await request.post('/api/attendance/mark-for-users', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      date: dayDate(CLASS_DAY, settings.startDate),
      session: 'full-day',
      attendees: marked.map((n) => ({ userId: id(n), status: absent.includes(n) ? 'absent' : 'present' })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  const today = await createTask(request, { day: `day${CLASS_DAY}`, maxScore: 50 });
  const earlier = await createTask(request, { day: 'day2', maxScore: 50, dueDate: `${dayDate(2, settings.startDate)}T18:00:00+05:30` });
  const [sanaWork] = await Promise.all([
    submitText(request, signedIn[0]!.token, today._id, 'Wireframes and the first page.'),
    submitText(request, signedIn[1]!.token, today._id, 'The first page, deployed.'),
    submitText(request, signedIn[2]!.token, earlier._id, 'Handed in after the due date.'),
  ]);
  await gradeSubmission(request, sanaWork._id, 50, 'Complete and tidy.');
  return { mentor, settings, names, absent, unmarked, submitted: [sana, tara], late: umar };
}
