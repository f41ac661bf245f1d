import { MentorAssignmentBoard } from '../../features/people/components/mentor-assignment-board.tsx';

export function MentorAssignmentTab() {
  return <MentorAssignmentBoard />;
}
