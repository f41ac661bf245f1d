import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@hackcamp/contract';

/** Local storage keys fixed by the spec. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Where a signed-in user starts: the judge screen for judges, the dashboard for everyone else. */
export function homePathOf(user: Pick<PublicUser, 'role'>): string {
  return user.role === 'judge' ? '/evaluation/judge' : '/dashboard';
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: PublicUser | null;
  token: string | null;
}

function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && 'role' in parsed ? (parsed as PublicUser) : null;
  } catch {
    return null;
  }
}

function readStoredSession(): SessionState {
  if (typeof localStorage === 'undefined') return { status: 'anonymous', user: null, token: null };
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return { status: 'anonymous', user: null, token: null };
  const user = readStoredUser();
  // A token without a stored user still deserves a profile fetch before we decide.
  return { status: user ? 'authenticated' : 'loading', user, token };
}

let state: SessionState = readStoredSession();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function setSession(user: PublicUser, token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit({ status: 'authenticated', user, token });
}

export function updateUser(user: PublicUser) {
  if (!state.token) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit({ ...state, status: 'authenticated', user });
}

/** Changing the password revokes every earlier token; the server hands back the one to keep. */
export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  emit({ ...state, token });
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  if (state.status !== 'anonymous') emit({ status: 'anonymous', user: null, token: null });
}

// Signing out (or in) in another tab should not leave this tab acting on a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) emit(readStoredSession());
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
