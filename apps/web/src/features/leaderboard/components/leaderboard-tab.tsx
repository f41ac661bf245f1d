import { useState } from 'react';
import { GraduationCap, Users } from 'lucide-react';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { MentorDirectory } from './mentor-directory.tsx';
import { ParticipantsLeaderboard } from './participants-leaderboard.tsx';

export function LeaderboardTab() {
  const [tab, setTab] = useState('participants');
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      label="Leaderboard"
      items={[
        { value: 'participants', label: 'Participants', icon: Users },
        { value: 'mentors', label: 'Mentors', icon: GraduationCap },
      ]}
    >
      <TabPanel value="participants">
        <ParticipantsLeaderboard />
      </TabPanel>
      <TabPanel value="mentors">
        <MentorDirectory />
      </TabPanel>
    </Tabs>
  );
}
