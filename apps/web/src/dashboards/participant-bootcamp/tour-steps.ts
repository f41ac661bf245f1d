import { EVENT, LIMITS, SCORE_RULES } from '@hackcamp/contract';
import type { TourStep } from '../../features/tour/guided-tour.tsx';

export const BOOTCAMP_TOUR_KEY = 'hackcamp-tour-bootcamp-v1';

/** 14 steps across the home, tasks and problem-statement tabs. */
export const BOOTCAMP_TOUR: TourStep[] = [
  { tab: 'home', target: 'welcome', title: 'Welcome to HackCamp', body: 'This is your bootcamp dashboard. A quick walk through takes a minute.' },
  {
    tab: 'home',
    target: 'summary-cards',
    title: 'Your day at a glance',
    body: 'Active tasks, your attendance rate, submissions waiting for review and tasks completed.',
  },
  {
    tab: 'home',
    target: 'team-card',
    title: 'Your team',
    body: `Create or join a hackathon team of ${LIMITS.teamMaxMembers - 1}-${LIMITS.teamMaxMembers} here, or manage the one you are in.`,
  },
  {
    tab: 'home',
    target: 'attendance-calendar',
    title: 'Attendance calendar',
    body: `D1 to D${EVENT.totalDays}: green is present, yellow late, red absent. Each present day adds ${SCORE_RULES.pointsPerPresentDay} points.`,
  },
  {
    tab: 'home',
    target: 'participant-overview',
    title: 'Score and rank',
    body: 'Your total score and rank, streak and badges. Details shows how the score adds up.',
  },
  { tab: 'home', target: 'mentor-card', title: 'Your mentor', body: 'Your mentor marks attendance and grades your tasks. Reach out any time.' },
  { tab: 'home', target: 'profile-panel', title: 'Your profile', body: 'Your details, points and status; change your password here.' },
  { tab: 'tasks', target: 'tab-tasks', title: 'Daily tasks', body: 'Every bootcamp day brings new tasks. This tab lists them day by day.' },
  { tab: 'tasks', target: 'day-selector', title: 'Pick a day', body: `Choose any of the ${EVENT.totalDays} days. Today is marked Current during the event.` },
  {
    tab: 'tasks',
    target: 'tasks-tab',
    title: 'Submit your work',
    body: 'Submit a description, a link or a file. Until a mentor grades it you can Edit or Redo.',
  },
  { tab: 'tasks', target: 'tasks-tab', title: 'Scores', body: 'Graded tasks show Score: x/max and count towards your total.' },
  { tab: 'problems', target: 'tab-problems', title: 'Problem statements', body: 'The hackathon problems live here, filtered by domain and searchable.' },
  {
    tab: 'problems',
    target: 'problems-tab',
    title: 'Choose or propose',
    body: `Select a problem to create a team for it (${LIMITS.problemMaxTeams} teams at most), or propose your own.`,
  },
  { tab: 'problems', target: 'quick-tour', title: 'That is it', body: 'Run this tour again any time with the Quick Tour button. Good luck!' },
];
