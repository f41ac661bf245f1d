import { EVENT, LIMITS, numberWord } from '../shared/event.ts';

// Zod-free on purpose: the landing page imports these, and its first load carries no zod (decision 0020).

/** The icons a track or a reward may show: lucide's names of the ones the page uses. */
export const LANDING_ICONS = [
  'gamepad-2',
  'brain',
  'smartphone',
  'globe',
  'cpu',
  'heart-pulse',
  'handshake',
  'gift',
  'award',
  'trophy',
  'medal',
  'code',
  'users',
  'rocket',
  'lightbulb',
  'star',
] as const;
export type LandingIcon = (typeof LANDING_ICONS)[number];

/** A computed stat's counts are read at most this long ago (the server keeps them this long). */
export const LANDING_COUNTS_MAX_AGE_MS = 30_000;

/** A stat whose value the server fills from the event, never from what was typed. */
export const LANDING_COMPUTED = ['mentors', 'participants', 'days', 'problems', 'teams', 'prizePool'] as const;
export type LandingComputed = (typeof LANDING_COMPUTED)[number];

export const LANDING_LIMITS = {
  tagline: 160,
  intro: 400,
  about: 2000,
  statsMin: 1,
  statsMax: 6,
  statLabel: 30,
  statValue: 20,
  tracks: 8,
  trackName: 60,
  trackBlurb: 300,
  ideas: 6,
  idea: 120,
  /** One topic per bootcamp day. */
  curriculum: EVENT.bootcampDays,
  curriculumTitle: 80,
  curriculumText: 300,
  rewards: 8,
  rewardTitle: 60,
  rewardText: 300,
  partners: 12,
  partner: 60,
  faq: 12,
  question: 200,
  answer: 1000,
} as const;

export interface LandingStat {
  label: string;
  value: string;
  computed?: LandingComputed;
}
export interface LandingTrack {
  name: string;
  blurb: string;
  ideas: string[];
  icon: LandingIcon;
}
export interface LandingDay {
  day: number;
  title: string;
  text: string;
}
export interface LandingReward {
  title: string;
  text: string;
  icon: LandingIcon;
}
export interface LandingFaq {
  q: string;
  a: string;
}
/** Every text of the landing page that describes an edition; name, dates and prize are settings. */
export interface LandingContent {
  tagline: string;
  intro: string;
  about: string;
  stats: LandingStat[];
  tracks: LandingTrack[];
  curriculum: LandingDay[];
  rewards: LandingReward[];
  partners: string[];
  faq: LandingFaq[];
}

const HACKATHON_DAYS = EVENT.totalDays - EVENT.bootcampDays;
const teamSize = `${LIMITS.teamMaxMembers - 1}-${LIMITS.teamMaxMembers}`;

/** "10+2": the value of the computed `days` stat. */
export const DAYS_STAT = `${EVENT.bootcampDays}+${HACKATHON_DAYS}`;

/** The stats of an install that has set none: every number computed from the event. */
export const COMPUTED_STATS: LandingStat[] = [
  { label: 'Mentors', value: '', computed: 'mentors' },
  { label: 'Participants', value: '', computed: 'participants' },
  { label: 'Days', value: '', computed: 'days' },
  { label: 'Prize pool', value: '', computed: 'prizePool' },
];

/**
 * The first edition's texts: what a fresh install shows until the organiser edits them (with the
 * stats computed, never the first edition's numbers), and what the demo stores.
 */
export const DEFAULT_LANDING: LandingContent = {
  tagline: `Learn for ${numberWord(EVENT.bootcampDays)} days. Build for ${numberWord(HACKATHON_DAYS)}.`,
  intro: `A free, ${EVENT.totalDays}-day college coding event: a full stack bootcamp with daily tasks and mentors, followed by a ${HACKATHON_DAYS}-day team hackathon.`,
  about: 'No prerequisites and no fee: bring a laptop and the will to build. Hackathon-only places are open too.',
  stats: COMPUTED_STATS,
  tracks: [
    {
      name: 'Game Development / blockchain',
      icon: 'gamepad-2',
      blurb: 'Browser games, game mechanics for learning, and transparent ledgers for campus life.',
      ideas: ['A multiplayer quiz game for classrooms', 'Certificates verified on a ledger'],
    },
    {
      name: 'AI/ML',
      icon: 'brain',
      blurb: 'Models that help people decide: predictions, recommendations and vision.',
      ideas: ['Crop disease detection from photos', 'Study plan recommendations'],
    },
    {
      name: 'Mobile Apps',
      icon: 'smartphone',
      blurb: 'Apps for the phone in every pocket, that work on slow networks too.',
      ideas: ['An offline-first attendance app', 'Safety check-ins for late commutes'],
    },
    {
      name: 'Web Dev',
      icon: 'globe',
      blurb: 'Full stack web products with Spring Boot, React and a real database.',
      ideas: ['A lost-and-found board for campus', 'A canteen pre-order site'],
    },
    {
      name: 'IoT',
      icon: 'cpu',
      blurb: 'Sensors, microcontrollers and dashboards that connect the physical world.',
      ideas: ['Soil moisture alerts for farmers', 'Smart energy use in hostels'],
    },
    {
      name: 'HealthTech',
      icon: 'heart-pulse',
      blurb: 'Tools that make care easier to reach, follow and afford.',
      ideas: ['Medicine reminders for the elderly', 'Queue tokens for rural clinics'],
    },
  ],
  curriculum: [
    { day: 1, title: 'Java foundations', text: 'Syntax, types, control flow and your first programs.' },
    { day: 2, title: 'Object-oriented programming', text: 'Classes, encapsulation, inheritance and interfaces.' },
    { day: 3, title: 'Web fundamentals', text: 'Semantic HTML and CSS layouts that work on phones.' },
    { day: 4, title: 'Bootstrap', text: 'Responsive grids and ready-made components.' },
    { day: 5, title: 'JavaScript', text: 'The DOM, events and fetching data from APIs.' },
    { day: 6, title: 'MySQL database', text: 'Schemas, keys, joins and aggregates.' },
    { day: 7, title: 'Spring Boot', text: 'REST APIs with validation and proper status codes.' },
    { day: 8, title: 'Advanced backend with JPA', text: 'Repositories, relationships and transactions.' },
    { day: 9, title: 'React', text: 'Components, state and talking to your API.' },
    { day: 10, title: 'Deployment and Git', text: 'Ship it, share the link, and form your hackathon team.' },
  ],
  rewards: [
    { icon: 'handshake', title: 'Networking', text: 'Meet mentors from industry and builders from other colleges.' },
    { icon: 'gift', title: 'Swag', text: 'T-shirts, stickers and goodies for every participant.' },
    { icon: 'award', title: 'Mentorship', text: 'A mentor follows your work every day of the bootcamp.' },
    { icon: 'trophy', title: 'Cash prizes', text: 'The best teams share the prize pool.' },
    { icon: 'medal', title: 'Certificates', text: 'A certificate for completing the bootcamp and the hackathon.' },
  ],
  partners: ['CodeForge Labs', 'Deccan Cloud', 'GreenField AgriTech', 'Pulse Health Systems', 'ByteBridge Academy', 'Nimbus Devices'],
  faq: [
    {
      q: 'When are teams formed?',
      a: `Team formation happens on Day ${EVENT.bootcampDays}, the last day of the bootcamp, so you can team up with people you met during the week.`,
    },
    {
      q: 'How big is a team?',
      a: `Teams have ${teamSize} members. You can create a team around a problem statement or join one that is still looking for members.`,
    },
    { q: 'Do I need to bring anything?', a: 'Yes: bring your own laptop (and its charger). Wi-Fi, power and desks are provided.' },
    { q: 'Are there any prerequisites?', a: 'No prerequisites. The bootcamp starts from Java foundations and builds up to a deployed full stack app.' },
    { q: 'What does registration cover?', a: 'Registration covers the workshops, meals during the event, swag and certificates.' },
    {
      q: 'Can I join only the hackathon?',
      a: 'Yes. Choose "Hackathon only" when you register: you get teams, mentors and problem statements, without the daily tasks.',
    },
    { q: 'What should we build?', a: 'Anything that solves one of the problem statements, or your own statement: a working demo beats a perfect slide deck.' },
  ],
};

/** The first edition's own numbers: the demo stores them as fixed values, an install never shows them. */
export const SEED_STATS: LandingStat[] = [
  { label: 'Mentors', value: '20+' },
  { label: 'Participants', value: '250+' },
  { label: 'Days', value: '', computed: 'days' },
  { label: 'Prize pool', value: '', computed: 'prizePool' },
];

/** The facts a computed stat shows, besides the counts the server reads. */
export type LandingFacts = Record<LandingComputed, string | undefined>;

/** The stats with every computed value filled from `facts`; an unknown fact shows as a dash. */
export function fillComputedStats(stats: LandingStat[], facts: Partial<LandingFacts>): LandingStat[] {
  const all: Partial<LandingFacts> = { days: DAYS_STAT, ...facts };
  return stats.map((s) => (s.computed ? { label: s.label, value: all[s.computed] ?? '–', computed: s.computed } : { label: s.label, value: s.value }));
}
