import { Trophy } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignedInHeader } from '../shared/signed-in-header.tsx';

export function LeaderboardPage() {
  useDocumentTitle('Leaderboard');
  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-8 flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-400">
            <Trophy aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Leaderboard</h1>
        </div>
        <ComingSoon
          title="The leaderboard is coming soon"
          description="Rankings by total score will appear here, with:"
          items={[
            'Participants, Mentors and Admins tabs',
            'Medals for the top 3',
            'Total participants, mentors, average and highest score',
            'Each person’s college and description',
          ]}
        />
      </main>
    </div>
  );
}
