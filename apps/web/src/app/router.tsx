import { lazy } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyDrawnScreen } from './first-screen.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Every screen is its own chunk so the landing page ships none of the signed-in app.
// The server draws a visitor's landing page and unpublished results page into index.html (app/first-screen.ts).
const LandingPage = lazyDrawnScreen(() => import('../pages/landing/landing-page.tsx').then((m) => m.LandingPage));
const PhotoBoothPage = lazy(() => import('../pages/photo-booth/photo-booth-page.tsx').then((m) => ({ default: m.PhotoBoothPage })));
const ResultsRoute = lazyDrawnScreen(() => import('./results-route.tsx').then((m) => m.ResultsRoute));
const VerifyRoute = lazy(() => import('./verify-route.tsx').then((m) => ({ default: m.VerifyRoute })));
const LoginPage = lazyDrawnScreen(() => import('../pages/login/login-page.tsx').then((m) => m.LoginPage));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const WelcomePage = lazy(() => import('../pages/welcome/welcome-page.tsx').then((m) => ({ default: m.WelcomePage })));
const RegisterPage = lazy(() => import('../pages/register/register-page.tsx').then((m) => ({ default: m.RegisterPage })));
const SignedInRoute = lazy(() => import('./signed-in-route.tsx').then((m) => ({ default: m.SignedInRoute })));
const DashboardRoute = lazy(() => import('./dashboard-route.tsx').then((m) => ({ default: m.DashboardRoute })));
const JudgeRoute = lazy(() => import('./judge-route.tsx').then((m) => ({ default: m.JudgeRoute })));

/** The screens the server may draw first, by the name it marks #root with, each with what loads its code. */
export const DRAWN_SCREENS: Record<string, () => Promise<unknown>> = {
  landing: LandingPage.ready,
  login: LoginPage.ready,
  // The route's chunk, then the page's behind it.
  results: () =>
    ResultsRoute.ready()
      .then(() => import('./results-route.tsx'))
      .then((m) => m.ResultsPage.ready()),
};

/** The spec's route table (docs/product.md). */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/photo-booth', element: <PhotoBoothPage /> },
      { path: '/results', element: <ResultsRoute /> },
      { path: '/verify', element: <VerifyRoute /> },
      { path: '/verify/:code', element: <VerifyRoute /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/:name/register', element: <RegisterPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/profile', element: <SignedInRoute page="profile" /> },
          { path: '/leaderboard', element: <SignedInRoute page="leaderboard" /> },
          // What the check-in QR code opens on a phone (issue 31).
          { path: '/check-in', element: <SignedInRoute page="check-in" /> },
        ],
      },
      {
        element: <RequireAuth role="judge" />,
        children: [
          { path: '/evaluation/judge', element: <JudgeRoute screen="evaluation" /> },
          { path: '/judge/overview', element: <JudgeRoute screen="overview" /> },
          { path: '/judge/evaluate/:teamId', element: <JudgeRoute screen="evaluate" /> },
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
