import { defineRoute, fileResponse } from '../shared/define-route.ts';
import { idParams } from '../shared/route-params.ts';

export const avatarsApi = {
  get: defineRoute({
    method: 'GET',
    path: '/avatars/:id',
    tag: 'avatars',
    summary: 'A profile picture',
    description: 'Public so <img> tags can load it; ids are random and a new upload gets a new id.',
    access: 'public',
    params: idParams('Picture not found'),
    response: { 200: fileResponse('image/*', 'A PNG, JPEG, WebP or GIF image') },
    errors: [404],
  }),
} as const;
