import { useSyncExternalStore } from 'react';

/**
 * A reconnect usually takes a second or two; only an outage longer than this is worth a word in
 * the header (screens still refetch when the window regains focus meanwhile).
 */
export const LIVE_PAUSED_AFTER_MS = 5_000;

let paused = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPaused(next: boolean) {
  if (paused === next) return;
  paused = next;
  for (const listener of listeners) listener();
}

/** The live stream is not connected (yet, or any more) and is trying again. */
export function liveStreamDown() {
  if (paused || timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    setPaused(true);
  }, LIVE_PAUSED_AFTER_MS);
}

/** The live stream is connected, or deliberately closed (signed out): nothing to report either way. */
export function liveStreamSettled() {
  clearTimeout(timer);
  timer = undefined;
  setPaused(false);
}

export function isLivePaused() {
  return paused;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the live stream has been down for LIVE_PAUSED_AFTER_MS. */
export function useLivePaused(): boolean {
  return useSyncExternalStore(subscribe, isLivePaused, isLivePaused);
}
