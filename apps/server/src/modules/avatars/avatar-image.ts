import { LIMITS, MSG } from '@hackcamp/contract';
import { badRequest } from '../../lib/app-error.ts';

export const AVATAR_MSG = {
  notImage: 'The profile picture must be a PNG, JPEG, WebP or GIF image',
  tooLarge: MSG.pictureTooLarge,
} as const;

const SIGNATURES: { mime: string; test: (d: Buffer) => boolean }[] = [
  { mime: 'image/png', test: (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', test: (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff },
  { mime: 'image/gif', test: (d) => d.subarray(0, 6).toString('latin1') === 'GIF87a' || d.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { mime: 'image/webp', test: (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * A data URL from the browser, checked by its bytes (not its claimed type): only raster formats,
 * so nothing that could carry script (SVG, HTML) is ever stored or served.
 */
export function decodeAvatar(dataUrl: string): { mime: string; data: Buffer } {
  const match = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw badRequest(AVATAR_MSG.notImage, [{ field: 'profilePicture', msg: AVATAR_MSG.notImage }]);
  const data = Buffer.from(match[1]!, 'base64');
  if (data.length > LIMITS.avatarMaxBytes) throw badRequest(AVATAR_MSG.tooLarge, [{ field: 'profilePicture', msg: AVATAR_MSG.tooLarge }]);
  const kind = SIGNATURES.find((s) => s.test(data));
  if (!kind) throw badRequest(AVATAR_MSG.notImage, [{ field: 'profilePicture', msg: AVATAR_MSG.notImage }]);
  return { mime: kind.mime, data };
}

const AVATAR_URL = /^\/api\/avatars\/([0-9a-f-]{36})$/;
export const avatarUrl = (fileId: string) => `/api/avatars/${fileId}`;
export const avatarFileId = (url: string | null | undefined) => (url ? (AVATAR_URL.exec(url)?.[1] ?? null) : null);
