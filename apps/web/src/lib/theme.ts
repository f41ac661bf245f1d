import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Local storage key fixed by the spec; index.html reads the same key before first paint. */
export const THEME_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const hasWindow = typeof window !== 'undefined';
let current: Theme = hasWindow ? (storedTheme() ?? systemTheme()) : 'light';
const listeners = new Set<() => void>();

function emit(theme: Theme) {
  current = theme;
  apply(theme);
  for (const listener of listeners) listener();
}

if (hasWindow) {
  // Also done by the inline script in index.html; repeated here in case a strict CSP blocked it.
  apply(current);
  // Until the visitor picks a theme, follow the operating system live.
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (!storedTheme()) emit(systemTheme());
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY) emit(storedTheme() ?? systemTheme());
  });
}

export function setTheme(theme: Theme) {
  localStorage.setItem(THEME_KEY, theme);
  emit(theme);
}

export function toggleTheme() {
  setTheme(current === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
