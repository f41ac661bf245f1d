import { lazy } from 'react';

// Through this small chunk, like the judge's screens (judge-route.tsx): what these pages import
// stays out of the first load's table of chunks to preload, which every visitor downloads.
const ProfilePage = lazy(() => import('../pages/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const LeaderboardPage = lazy(() => import('../pages/leaderboard/leaderboard-page.tsx').then((m) => ({ default: m.LeaderboardPage })));
const CheckInPage = lazy(() => import('../pages/check-in/check-in-page.tsx').then((m) => ({ default: m.CheckInPage })));

const PAGES = { profile: ProfilePage, leaderboard: LeaderboardPage, 'check-in': CheckInPage };

/** /profile, /leaderboard and /check-in (what the check-in QR code opens), for anyone signed in. */
export function SignedInRoute({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return <Page />;
}
