import { EVENT, sizeText } from '@hackcamp/contract';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const IMAGE_MESSAGES = {
  notAnImage: 'Please choose an image file (PNG, JPG, GIF or WebP).',
  tooLarge: `That picture is larger than ${sizeText(MAX_IMAGE_BYTES)}. Please choose a smaller one.`,
  unreadable: "We couldn't open that picture. It may be damaged or in a format your browser can't read. Please try a PNG or JPG.",
} as const;

// Some systems hand over an empty MIME type, so a known extension is enough to try decoding it.
const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp)$/i;

/** The message to show for a chosen file, or null when it is worth trying to decode. */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_EXTENSION.test(file.name);
  if (!typeOk) return IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** `{product}-badge-{timestamp}.png` (spec §2), e.g. hackcamp-badge-1754300000000.png. */
export function badgeFileName(now: number = Date.now()): string {
  return `${EVENT.name.toLowerCase()}-badge-${now}.png`;
}
