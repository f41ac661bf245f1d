import { Award, Brain, Gamepad2, Gift, Globe, HeartPulse, Handshake, Medal, Smartphone, Trophy, Cpu, type LucideIcon } from 'lucide-react';

export const TRACKS: { id: string; name: string; icon: LucideIcon; blurb: string; ideas: string[] }[] = [
  {
    id: 'game',
    name: 'Game Development / blockchain',
    icon: Gamepad2,
    blurb: 'Browser games, game mechanics for learning, and transparent ledgers for campus life.',
    ideas: ['A multiplayer quiz game for classrooms', 'Certificates verified on a ledger'],
  },
  {
    id: 'ai',
    name: 'AI/ML',
    icon: Brain,
    blurb: 'Models that help people decide: predictions, recommendations and vision.',
    ideas: ['Crop disease detection from photos', 'Study plan recommendations'],
  },
  {
    id: 'mobile',
    name: 'Mobile Apps',
    icon: Smartphone,
    blurb: 'Apps for the phone in every pocket, that work on slow networks too.',
    ideas: ['An offline-first attendance app', 'Safety check-ins for late commutes'],
  },
  {
    id: 'web',
    name: 'Web Dev',
    icon: Globe,
    blurb: 'Full stack web products with Spring Boot, React and a real database.',
    ideas: ['A lost-and-found board for campus', 'A canteen pre-order site'],
  },
  {
    id: 'iot',
    name: 'IoT',
    icon: Cpu,
    blurb: 'Sensors, microcontrollers and dashboards that connect the physical world.',
    ideas: ['Soil moisture alerts for farmers', 'Smart energy use in hostels'],
  },
  {
    id: 'health',
    name: 'HealthTech',
    icon: HeartPulse,
    blurb: 'Tools that make care easier to reach, follow and afford.',
    ideas: ['Medicine reminders for the elderly', 'Queue tokens for rural clinics'],
  },
];

export const CURRICULUM = [
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
];

export const REWARDS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Handshake, title: 'Networking', text: 'Meet mentors from industry and builders from other colleges.' },
  { icon: Gift, title: 'Swag', text: 'T-shirts, stickers and goodies for every participant.' },
  { icon: Award, title: 'Mentorship', text: 'A mentor follows your work every day of the bootcamp.' },
  { icon: Trophy, title: 'Cash prizes', text: 'The best teams share the prize pool.' },
  { icon: Medal, title: 'Certificates', text: 'A certificate for completing the bootcamp and the hackathon.' },
];

export const PARTNERS = ['CodeForge Labs', 'Deccan Cloud', 'GreenField AgriTech', 'Pulse Health Systems', 'ByteBridge Academy', 'Nimbus Devices'];

export const FAQS = [
  { q: 'When are teams formed?', a: 'Team formation happens on Day 10, the last day of the bootcamp, so you can team up with people you met during the week.' },
  { q: 'How big is a team?', a: 'Teams have 5-6 members. You can create a team around a problem statement or join one that is still looking for members.' },
  { q: 'Do I need to bring anything?', a: 'Yes: bring your own laptop (and its charger). Wi-Fi, power and desks are provided.' },
  { q: 'Are there any prerequisites?', a: 'No prerequisites. The bootcamp starts from Java foundations and builds up to a deployed full stack app.' },
  { q: 'What does registration cover?', a: 'Registration covers the workshops, meals during the event, swag and certificates.' },
  {
    q: 'Can I join only the hackathon?',
    a: 'Yes. Choose "Hackathon only" when you register: you get teams, mentors and problem statements, without the daily tasks.',
  },
  { q: 'What should we build?', a: 'Anything that solves one of the problem statements, or your own statement: a working demo beats a perfect slide deck.' },
];
