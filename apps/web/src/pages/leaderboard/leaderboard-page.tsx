import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GraduationCap, ShieldCheck, Trophy, Users } from 'lucide-react';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignedInHeader } from '../shared/signed-in-header.tsx';
import { BootcampOnlyNotice } from './bootcamp-only-notice.tsx';
import { RankedList } from './ranked-list.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

const TABS = [
  { value: 'participants', label: 'Participants', icon: Users },
  { value: 'mentors', label: 'Mentors', icon: GraduationCap },
  { value: 'admins', label: 'Admins', icon: ShieldCheck },
];
type Tab = 'participants' | 'mentors' | 'admins';
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

export function LeaderboardPage() {
  useDocumentTitle('Leaderboard');
  const { user } = useSession();
  // The tab lives in the address so a reload or a shared link opens the same list.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'participants';
  const setTab = (value: string) => setParams(value === 'participants' ? {} : { tab: value }, { replace: true });
  // The stored session can predate a change of participation type; the server's 403 has the last word.
  const [refused, setRefused] = useState(false);
  const onForbidden = useCallback(() => setRefused(true), []);

  // The route guard only renders this page with a user; the check keeps the types honest.
  if (!user) return null;
  const hackathonOnly = refused || (user.role === 'participant' && user.participantType === 'hackathon');

  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-8 flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-400">
            <Trophy aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Leaderboard</h1>
            {!hackathonOnly && <p className="text-sm text-slate-600 dark:text-slate-400">Everyone ranked by total score.</p>}
          </div>
        </div>

        {hackathonOnly ? (
          <BootcampOnlyNotice />
        ) : (
          <div className="space-y-8">
            <SummaryCards />
            <Tabs value={tab} onValueChange={setTab} items={TABS} label="Leaderboard categories">
              <TabPanel value="participants">
                <RankedList role="participant" noun={['participant', 'participants']} searchable currentUserId={user._id} onForbidden={onForbidden} />
              </TabPanel>
              <TabPanel value="mentors">
                <RankedList role="mentor" noun={['mentor', 'mentors']} currentUserId={user._id} onForbidden={onForbidden} />
              </TabPanel>
              <TabPanel value="admins">
                <RankedList role="superadmin" noun={['admin', 'admins']} currentUserId={user._id} onForbidden={onForbidden} />
              </TabPanel>
            </Tabs>
          </div>
        )}
      </main>
    </div>
  );
}
