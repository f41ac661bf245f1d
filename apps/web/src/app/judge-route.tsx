import { lazy } from 'react';

// The judge's screens load through this small chunk, so the first load's table of chunks to
// preload (in the entry, paid by every visitor) does not list everything they import.
const JudgeTeamsScreen = lazy(() => import('../dashboards/judge/judge-teams-screen.tsx').then((m) => ({ default: m.JudgeTeamsScreen })));
const JudgeOverviewScreen = lazy(() => import('../dashboards/judge/judge-overview-screen.tsx').then((m) => ({ default: m.JudgeOverviewScreen })));
const JudgeScoringScreen = lazy(() => import('../dashboards/judge/judge-scoring-screen.tsx').then((m) => ({ default: m.JudgeScoringScreen })));

/** /evaluation/judge, /judge/overview and /judge/evaluate/:teamId. */
export function JudgeRoute({ screen }: { screen: 'evaluation' | 'overview' | 'evaluate' }) {
  if (screen === 'overview') return <JudgeOverviewScreen />;
  if (screen === 'evaluate') return <JudgeScoringScreen />;
  return <JudgeTeamsScreen />;
}
