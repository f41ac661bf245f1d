import { lazy } from 'react';

// The judge's screens load through this small chunk, so the first load's table of chunks to
// preload (in the entry, paid by every visitor) does not list everything they import.
const JudgeEvaluationScreen = lazy(() => import('../dashboards/judge/judge-evaluation-screen.tsx').then((m) => ({ default: m.JudgeEvaluationScreen })));
const JudgeOverviewScreen = lazy(() => import('../dashboards/judge/judge-overview-screen.tsx').then((m) => ({ default: m.JudgeOverviewScreen })));
const JudgeEvaluateScreen = lazy(() => import('../dashboards/judge/judge-evaluate-screen.tsx').then((m) => ({ default: m.JudgeEvaluateScreen })));

/** /evaluation/judge, /judge/overview and /judge/evaluate/:teamId. */
export function JudgeRoute({ screen }: { screen: 'evaluation' | 'overview' | 'evaluate' }) {
  if (screen === 'overview') return <JudgeOverviewScreen />;
  if (screen === 'evaluate') return <JudgeEvaluateScreen />;
  return <JudgeEvaluationScreen />;
}
