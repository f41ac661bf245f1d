import { lazy } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Every screen is its own chunk so the landing page ships none of the signed-in app.
const LandingPage = lazy(() => import('../pages/landing/landing-page.tsx').then((m) => ({ default: m.LandingPage })));
const PhotoBoothPage = lazy(() => import('../pages/photo-booth/photo-booth-page.tsx').then((m) => ({ default: m.PhotoBoothPage })));
const ResultsPage = lazy(() => import('../pages/results/results-page.tsx').then((m) => ({ default: m.ResultsPage })));
const LoginPage = lazy(() => import('../pages/login/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const RegisterPage = lazy(() => import('../pages/register/register-page.tsx').then((m) => ({ default: m.RegisterPage })));
const ProfilePage = lazy(() => import('../pages/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const LeaderboardPage = lazy(() => import('../pages/leaderboard/leaderboard-page.tsx').then((m) => ({ default: m.LeaderboardPage })));
const DashboardRoute = lazy(() => import('./dashboard-route.tsx').then((m) => ({ default: m.DashboardRoute })));
const JudgeEvaluationScreen = lazy(() => import('../dashboards/judge/judge-evaluation-screen.tsx').then((m) => ({ default: m.JudgeEvaluationScreen })));
const JudgeOverviewScreen = lazy(() => import('../dashboards/judge/judge-overview-screen.tsx').then((m) => ({ default: m.JudgeOverviewScreen })));
const JudgeEvaluateScreen = lazy(() => import('../dashboards/judge/judge-evaluate-screen.tsx').then((m) => ({ default: m.JudgeEvaluateScreen })));

/** The spec's route table (docs/product.md). */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/photo-booth', element: <PhotoBoothPage /> },
      { path: '/results', element: <ResultsPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/:name/register', element: <RegisterPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/leaderboard', element: <LeaderboardPage /> },
        ],
      },
      {
        element: <RequireAuth role="judge" />,
        children: [
          { path: '/evaluation/judge', element: <JudgeEvaluationScreen /> },
          { path: '/judge/overview', element: <JudgeOverviewScreen /> },
          { path: '/judge/evaluate/:teamId', element: <JudgeEvaluateScreen /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Plain routes in a <BrowserRouter>, not the data router: no screen uses loaders or actions, and
 * the data router doubled the router's share of every first load (docs/decisions/0020-small-first-load.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
