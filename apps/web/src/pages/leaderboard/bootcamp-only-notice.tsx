import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** What a hackathon-only participant sees: the spec gives them no leaderboards. */
export function BootcampOnlyNotice() {
  return (
    <Card role="status" className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">No leaderboard for the hackathon track</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Leaderboards are part of the bootcamp. As a hackathon participant you can follow your team from the dashboard.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to your dashboard
      </Link>
    </Card>
  );
}
