/**
 * What the server answers when the trouble is on its side (a full disk, a shutdown) or a retry
 * reuses a key: texts of ours. Apart from MSG, which the sign-in page carries in its first load,
 * since the web app only shows these as the server sends them.
 */
export const OPS_MSG = {
  storageFull: 'The server cannot store data right now: its disk is full. Nothing was saved; please tell the organisers.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
} as const;
