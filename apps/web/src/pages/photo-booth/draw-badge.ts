import { BADGE_SIZE, CORNER_RADIUS, FRAME_RECT, placeImage, type BadgeShape } from './badge-geometry.ts';

/** A decoded picture with the size the geometry needs (ImageBitmap or a loaded <img>). */
export type Picture = CanvasImageSource & { width: number; height: number };

/**
 * Paints the badge: the picture clipped to its shape, then the frame on top.
 * `frame` may be null while it is still loading, so the preview can appear at once.
 */
export function drawBadge(ctx: CanvasRenderingContext2D, picture: Picture, shape: BadgeShape, frame: Picture | null) {
  ctx.clearRect(0, 0, BADGE_SIZE, BADGE_SIZE);

  ctx.save();
  ctx.beginPath();
  if (shape === 'circle') ctx.arc(BADGE_SIZE / 2, BADGE_SIZE / 2, BADGE_SIZE / 2, 0, Math.PI * 2);
  else ctx.roundRect(0, 0, BADGE_SIZE, BADGE_SIZE, CORNER_RADIUS);
  ctx.clip();

  // Letterbox bars of 'Original' (and see-through parts of a PNG) get the event's navy, so the shape
  // is always solid and only what lies outside it is transparent.
  const backdrop = ctx.createLinearGradient(0, 0, 0, BADGE_SIZE);
  backdrop.addColorStop(0, '#1e3a8a');
  backdrop.addColorStop(1, '#0f172a');
  ctx.fillStyle = backdrop;
  ctx.fillRect(0, 0, BADGE_SIZE, BADGE_SIZE);

  const { source, dest } = placeImage(shape, picture.width, picture.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(picture, source.x, source.y, source.width, source.height, dest.x, dest.y, dest.width, dest.height);
  ctx.restore();

  if (frame) ctx.drawImage(frame, FRAME_RECT.x, FRAME_RECT.y, FRAME_RECT.width, FRAME_RECT.height);
}

/** Renders the badge on a fresh canvas, so the download never depends on how the preview is scaled. */
export function renderBadgePng(picture: Picture, shape: BadgeShape, frame: Picture): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = BADGE_SIZE;
  canvas.height = BADGE_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Canvas 2D is not available'));
  drawBadge(ctx, picture, shape, frame);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The badge could not be encoded as PNG'))), 'image/png');
  });
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function loadImage(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return img;
}
