import { createHash } from 'node:crypto';

/**
 * A mailed link's token as stored (reset links and invitations alike): only the hash is kept, so
 * the database (or a copy) cannot be used to take over an account.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
