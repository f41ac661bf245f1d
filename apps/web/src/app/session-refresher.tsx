import { useSessionRefresh } from '../features/auth/hooks/use-session-refresh.ts';

/** Renders nothing; lives once at the root so the stored session is checked exactly once. */
export function SessionRefresher() {
  useSessionRefresh();
  return null;
}
