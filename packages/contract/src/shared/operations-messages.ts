/**
 * What the server answers when the trouble is on its side (a full disk, a shutdown) or a retry
 * reuses a key: texts of ours. Apart from MSG, which the sign-in page carries in its first load,
 * since the web app only shows these as the server sends them.
 */
export const OPS_MSG = {
  storageFull: 'The server cannot store data right now: its disk is full. Nothing was saved; please tell the organisers.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  databaseNotAnswering: 'The database is not answering. Please try again in a moment.',
  overloaded: 'The server is too busy right now. Please try again in a moment.',
  tooManyStreams: 'This account has too many live connections open. Close a tab or two, then reload.',
  streamsFull: 'This server has no room for another live connection right now. Please try again in a moment.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
} as const;
