export const checkInKeys = {
  all: ['check-in'] as const,
  /** The staff member's own open window (mentor or superadmin). */
  current: ['check-in', 'current'] as const,
  /** The participant's view: a window that admits me, and whether I am in today. */
  status: ['check-in', 'status'] as const,
  /** The participant's check-in: what it settles also refreshes their calendar and score (app/query-client.ts). */
  checkIn: ['check-in', 'check-in'] as const,
};
