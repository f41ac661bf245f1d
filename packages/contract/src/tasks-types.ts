export interface Task {
  _id: string;
  title: string;
  description: string;
  day: string;
  maxScore: number;
  isActive: boolean;
  dueDate: string | null;
  createdAt: string;
}

export type SubmissionStatus = 'pending' | 'submitted' | 'completed' | 'graded';

export interface Submission {
  _id: string;
  userId: { _id: string; name: string; email: string };
  taskId: { _id: string; title: string; day: string; maxScore: number };
  submissionType: 'text' | 'link';
  status: SubmissionStatus;
  content: { text: string; link: string; linkTitle: string; fileUrl: string | null; fileName: string | null };
  score: number | null;
  feedback: string | null;
  submittedAt: string;
  gradedAt: string | null;
}

export interface AttendanceRecord {
  _id: string;
  date: string;
  day: number;
  status: 'present' | 'absent' | 'late';
  session: string;
}

export interface LeaderboardEntry {
  _id: string;
  name: string;
  email: string;
  collegeName: string | null;
  totalScore: number;
  rank: number;
  description: string | null;
  skills: string[];
  profilePicture: string | null;
  role: string;
}

/** GET /users/leaderboard/summary: the leaderboard page's cards, over active users. */
export interface LeaderboardSummary {
  /** Every participant, bootcamp and hackathon-only. */
  totalParticipants: number;
  /** The participants who are ranked on the Participants tab (bootcamp programme). */
  rankedParticipants: number;
  totalMentors: number;
  /** Rounded mean of totalScore over all users of every role. */
  averageScore: number;
  highestScore: number;
}

export interface MentorView {
  _id: string;
  name: string;
  email: string;
  mobile: string | null;
  description: string | null;
  skills: string[];
  specialization: string | null;
  experience: number | null;
  profilePicture: string | null;
  assignedParticipants: number;
}
