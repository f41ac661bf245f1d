/** Deterministic demo people: the same names on every machine, so screenshots and docs agree. */
const FIRST = [
  'Aarav',
  'Diya',
  'Vihaan',
  'Ananya',
  'Arjun',
  'Ishita',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Aditya',
  'Kavya',
  'Reyansh',
  'Nisha',
  'Krishna',
  'Pooja',
  'Siddharth',
  'Tara',
  'Yash',
  'Zoya',
];
const LAST = ['Sharma', 'Reddy', 'Iyer', 'Patel', 'Nair', 'Gupta', 'Rao', 'Menon', 'Das', 'Kulkarni'];
const COLLEGES = ['JNTU Hyderabad', 'Osmania University', 'VNR VJIET', 'CBIT', 'Vasavi College of Engineering', 'Gokaraju Rangaraju IET', 'MGIT', 'KMIT'];

export const DEMO_PASSWORD = 'hackcamp123';

export interface DemoPerson {
  name: string;
  email: string;
  mobile: string;
  collegeName: string;
}

export function demoParticipant(i: number): DemoPerson {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  return {
    name: `${first} ${last}`,
    email: `participant${i + 1}@demo.hackcamp.dev`,
    mobile: `+9198${String(4_000_000 + i * 7919).padStart(8, '0')}`,
    collegeName: COLLEGES[i % COLLEGES.length]!,
  };
}

export const DEMO_MENTORS = [
  {
    name: 'Priya Raman',
    specialization: 'Full Stack (Spring Boot, React)',
    experience: 8,
    skills: ['Java', 'Spring Boot', 'React', 'MySQL'],
    description: 'Builds payment systems by day; has mentored six student hackathons.',
  },
  {
    name: 'Vikram Joshi',
    specialization: 'Frontend and Design Systems',
    experience: 6,
    skills: ['JavaScript', 'React', 'CSS', 'Accessibility'],
    description: 'Frontend lead who cares about fast, accessible interfaces.',
  },
  {
    name: 'Sneha Kapoor',
    specialization: 'Data and Machine Learning',
    experience: 5,
    skills: ['Python', 'Pandas', 'scikit-learn', 'SQL'],
    description: 'ML engineer working on crop-yield prediction for agritech startups.',
  },
  {
    name: 'Rahul Verma',
    specialization: 'Backend and Databases',
    experience: 10,
    skills: ['Java', 'JPA', 'PostgreSQL', 'Docker'],
    description: 'Backend architect; ask him about database design and deployments.',
  },
  {
    name: 'Fatima Sheikh',
    specialization: 'Mobile and IoT',
    experience: 4,
    skills: ['Kotlin', 'Flutter', 'Arduino', 'MQTT'],
    description: 'Ships health-tech apps that talk to wearables.',
  },
];

export const DEMO_JUDGES = ['Dr. Lakshmi Narayan', 'Anil Kumar', 'Deepa Subramanian', 'Mohammed Irfan'];
