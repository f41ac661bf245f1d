export type CountdownState =
  | { phase: 'before'; days: number; hours: number; minutes: number; seconds: number }
  | { phase: 'live' }
  | { phase: 'ended' };

/** Before the hackathon starts: time left; during its two days: live; after: ended. */
export function countdownState(now: Date, target: Date, endsAt: Date): CountdownState {
  const ms = target.getTime() - now.getTime();
  if (ms > 0) {
    const s = Math.floor(ms / 1000);
    return { phase: 'before', days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
  }
  return now < endsAt ? { phase: 'live' } : { phase: 'ended' };
}

/** '2025-08-14 10:00:00' or '2025-08-14T10:00:00' as a local time. */
export const parseLocal = (value: string) => new Date(value.replace(' ', 'T'));
