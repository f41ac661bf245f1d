import type { Difficulty, ProblemDomain } from '@hackcamp/contract';

export interface DemoProblem {
  title: string;
  description: string;
  domain: ProblemDomain;
  topic: string;
  suggestedTechnologies: string;
  difficulty: Difficulty;
}

export const DEMO_PROBLEMS: DemoProblem[] = [
  {
    title: 'Rural clinic appointment queue',
    description: 'Patients in rural clinics wait for hours without knowing their turn. Build an SMS-friendly queue that tells each patient when to come.',
    domain: 'health',
    topic: 'Patient flow',
    suggestedTechnologies: 'React, Spring Boot, MySQL, Twilio',
    difficulty: 'easy',
  },
  {
    title: 'Medicine reminder for the elderly',
    description: 'Older people miss doses when they take several medicines. Design a simple reminder app that family members can configure remotely.',
    domain: 'health',
    topic: 'Adherence',
    suggestedTechnologies: 'Flutter, Firebase',
    difficulty: 'medium',
  },
  {
    title: 'Blood donor matching network',
    description: 'Hospitals struggle to find donors of rare blood groups in time. Match requests to nearby willing donors and track each response.',
    domain: 'health',
    topic: 'Emergency',
    suggestedTechnologies: 'Spring Boot, PostgreSQL, Maps API',
    difficulty: 'hard',
  },
  {
    title: 'Grassroots cricket scorebook',
    description: 'Village cricket matches are scored on paper and the records get lost. Build a live scorebook that works offline and syncs later.',
    domain: 'sports',
    topic: 'Scoring',
    suggestedTechnologies: 'React, IndexedDB, Node.js',
    difficulty: 'easy',
  },
  {
    title: 'Athlete training load tracker',
    description: 'College athletes overtrain and get injured. Track daily training load and warn coaches before the risk becomes too high.',
    domain: 'sports',
    topic: 'Injury prevention',
    suggestedTechnologies: 'Python, FastAPI, Chart.js',
    difficulty: 'medium',
  },
  {
    title: 'Soil moisture irrigation planner',
    description: 'Farmers water fields on fixed schedules and waste water. Use sensor readings and weather to plan irrigation for each plot.',
    domain: 'agriculture',
    topic: 'Water',
    suggestedTechnologies: 'Arduino, MQTT, Spring Boot',
    difficulty: 'hard',
  },
  {
    title: 'Crop price board for farmers',
    description: 'Small farmers sell below market price because they lack information. Show daily mandi prices and nearby buyers in their language.',
    domain: 'agriculture',
    topic: 'Markets',
    suggestedTechnologies: 'React, Java, MySQL',
    difficulty: 'easy',
  },
  {
    title: 'Pest photo identification helper',
    description: 'Farmers cannot identify pests early enough. Let them photograph a leaf and get the likely pest and a safe treatment.',
    domain: 'agriculture',
    topic: 'Crop health',
    suggestedTechnologies: 'TensorFlow Lite, Kotlin',
    difficulty: 'hard',
  },
  {
    title: 'Guided yoga session builder',
    description: 'Yoga teachers plan sessions by hand for mixed groups. Build sessions from poses with durations, levels and printable cards.',
    domain: 'yoga',
    topic: 'Planning',
    suggestedTechnologies: 'React, Node.js',
    difficulty: 'easy',
  },
  {
    title: 'Posture feedback with the webcam',
    description: 'People practising yoga at home hold poses wrongly. Use the webcam to estimate posture and give gentle corrections in real time.',
    domain: 'yoga',
    topic: 'Computer vision',
    suggestedTechnologies: 'MediaPipe, TensorFlow.js',
    difficulty: 'hard',
  },
  {
    title: 'Campus doubt-clearing forum',
    description: 'Students hesitate to ask questions in class. Build an anonymous forum where seniors and faculty answer doubts by subject.',
    domain: 'education',
    topic: 'Peer learning',
    suggestedTechnologies: 'Spring Boot, React, MySQL',
    difficulty: 'medium',
  },
  {
    title: 'Lab attendance with QR codes',
    description: 'Taking attendance in labs wastes ten minutes of every session. Generate rotating QR codes that students scan from their seats.',
    domain: 'education',
    topic: 'Administration',
    suggestedTechnologies: 'React, Spring Boot, JWT',
    difficulty: 'easy',
  },
  {
    title: 'Open-source contribution tracker',
    description: 'Students want to contribute to open source but do not know where to start. Recommend beginner issues and track their progress.',
    domain: 'technology',
    topic: 'Developer tools',
    suggestedTechnologies: 'Node.js, GitHub API, React',
    difficulty: 'medium',
  },
  {
    title: 'Power outage reporting map',
    description: 'Residents report outages by phone and nobody sees the big picture. Crowdsource reports on a live map for the electricity board.',
    domain: 'technology',
    topic: 'Civic tech',
    suggestedTechnologies: 'Leaflet, Spring Boot, PostgreSQL',
    difficulty: 'medium',
  },
];

export const DEMO_CUSTOM_PROBLEM: Omit<DemoProblem, 'difficulty'> = {
  title: 'Hostel mess feedback and menu voting',
  description: "Hostel students have no say in the weekly mess menu. Let them rate meals, vote on next week's menu and show the warden the trends.",
  domain: 'education',
  topic: 'Campus life',
  suggestedTechnologies: 'React, Spring Boot, MySQL',
};

/** Team name and member count; four teams share each of the first two statements (full). */
export const DEMO_TEAMS: { name: string; size: number; problem: number }[] = [
  { name: 'Code Crafters', size: 6, problem: 0 },
  { name: 'Byte Busters', size: 5, problem: 0 },
  { name: 'Null Pointers', size: 4, problem: 0 },
  { name: 'Stack Smashers', size: 2, problem: 0 },
  { name: 'Agri Innovators', size: 6, problem: 5 },
  { name: 'Green Thumbs', size: 5, problem: 5 },
  { name: 'Field Hackers', size: 3, problem: 5 },
  { name: 'Soil Sense', size: 1, problem: 5 },
  { name: 'Pixel Pioneers', size: 6, problem: 10 },
  { name: 'Data Druids', size: 4, problem: 12 },
  { name: 'Cloud Nine', size: 5, problem: 13 },
  { name: 'Bit Brigade', size: 6, problem: 3 },
  { name: 'Logic Lords', size: 4, problem: 8 },
  { name: 'Debug Divas', size: 3, problem: 1 },
  { name: 'Syntax Squad', size: 2, problem: 4 },
  { name: 'Query Queens', size: 1, problem: 9 },
];
