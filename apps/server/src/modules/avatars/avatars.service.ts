import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { avatarFileId, avatarUrl, decodeAvatar } from './avatar-image.ts';
import * as q from './avatars.queries.ts';

export function createAvatarsService(deps: { db: Db }) {
  return {
    /**
     * The new value of users.profile_picture for a requested change: a stored upload's URL, null
     * to remove, or the current value when the form sent it back unchanged.
     */
    async resolve(tx: Db, ownerId: string, current: string | null, requested: string | null): Promise<string | null> {
      if (requested === current) return current;
      const oldId = avatarFileId(current);
      let next: string | null = null;
      if (requested !== null) {
        const { mime, data } = decodeAvatar(requested);
        next = avatarUrl(await q.insertAvatar(tx, { ownerId, mimeType: mime, data }));
      }
      if (oldId) await q.deleteAvatar(tx, oldId, ownerId);
      return next;
    },

    async read(id: string) {
      const row = await q.readAvatar(deps.db, id);
      if (!row) throw notFound('Picture not found');
      return row;
    },
  };
}
export type AvatarsService = ReturnType<typeof createAvatarsService>;
