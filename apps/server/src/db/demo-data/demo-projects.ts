import { asc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { teamProjects, teams } from '../schema/index.ts';

/**
 * Projects of the demo teams, by team number: most teams have submitted one, a few have not (the
 * judges' list shows which). Links point at example.org, which is reserved and never a real site.
 */
const PROJECTS: ({ title: string; summary: string; repo?: boolean; demo?: boolean; slides?: boolean } | null)[] = [
  {
    title: 'QueueLess Clinic',
    summary: 'SMS tokens for rural clinics: patients join the queue from a basic phone and come back when their turn is near.',
    repo: true,
    demo: true,
    slides: true,
  },
  { title: 'Token Tracker', summary: 'A wall display and an SMS bot that tell waiting patients how many people are ahead of them.', repo: true, demo: true },
  { title: 'ClinicFlow', summary: 'Appointment slots for a one-doctor clinic, booked by a receptionist in under ten seconds.', repo: true },
  null,
  {
    title: 'Moisture Map',
    summary: 'Cheap soil sensors and a map of the village fields that says which plots need water today.',
    repo: true,
    demo: true,
    slides: true,
  },
  {
    title: 'DripWise',
    summary: 'An irrigation timetable planned from soil readings and the weather forecast, read aloud in Telugu.',
    repo: true,
    slides: true,
  },
  { title: 'Field Notes', summary: 'A notebook app for farmers that records watering, sowing and yield per plot.', repo: true },
  null,
  {
    title: 'Doubt Desk',
    summary: 'Students post a doubt with a photo of the problem; classmates and seniors answer, and the best answers rise to the top.',
    repo: true,
    demo: true,
  },
  {
    title: 'First PR',
    summary: "Finds beginner-friendly issues in the projects students already use, and tracks each student's merged contributions.",
    repo: true,
    demo: true,
    slides: true,
  },
  { title: 'Lights Out Map', summary: 'Residents report a power cut in two taps; the map shows which streets are dark and since when.', repo: true },
  { title: 'Scorebook Live', summary: 'Ball-by-ball scoring for college cricket, with a live scorecard anyone can follow.', repo: true, demo: true },
  { title: 'Asana Flow', summary: 'Builds a 20-minute guided yoga session from the poses a beginner can already do.', slides: true },
  null,
  { title: 'Load Watch', summary: 'Athletes log the effort of each session; the coach sees who is training too hard before an injury does.', repo: true },
  null,
];

export async function seedProjects(tx: Db, updatedAt: Date) {
  const teamRows = await tx.select({ id: teams.id, leaderId: teams.leaderId, teamNumber: teams.teamNumber }).from(teams).orderBy(asc(teams.teamNumber));
  const rows = teamRows.flatMap((team, i) => {
    const project = PROJECTS[i];
    if (!project) return [];
    const slug = project.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return [
      {
        teamId: team.id,
        title: project.title,
        summary: project.summary,
        repositoryUrl: project.repo ? `https://example.org/git/${slug}` : null,
        demoUrl: project.demo ? `https://example.org/demo/${slug}` : null,
        slidesUrl: project.slides ? `https://example.org/slides/${slug}` : null,
        updatedBy: team.leaderId,
        createdAt: updatedAt,
        updatedAt,
      },
    ];
  });
  if (rows.length) await tx.insert(teamProjects).values(rows);
}
