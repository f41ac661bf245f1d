/** Numbers of the badge picture (spec §9): a 400x400 canvas, 20px corners, a 96x96 frame at (152, 16). */
export const BADGE_SIZE = 400;
export const CORNER_RADIUS = 20;
export const FRAME_RECT: Rect = { x: 152, y: 16, width: 96, height: 96 };

export type BadgeShape = 'original' | 'square' | 'circle';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a picture goes on the badge: the part of the source to take and the box it fills. */
export interface Placement {
  source: Rect;
  dest: Rect;
}

const BADGE_RECT: Rect = { x: 0, y: 0, width: BADGE_SIZE, height: BADGE_SIZE };

/** The whole picture, scaled to fit inside the box and centred in it (letterboxed). */
export function containRect(width: number, height: number, box: Rect): Rect {
  const scale = Math.min(box.width / width, box.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
}

/** The largest centred part of the picture with the box's aspect ratio, so it fills the box without stretching. */
export function coverSourceRect(width: number, height: number, box: Rect): Rect {
  const scale = Math.max(box.width / width, box.height / height);
  const w = box.width / scale;
  const h = box.height / scale;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

export function placeImage(shape: BadgeShape, width: number, height: number): Placement {
  if (width <= 0 || height <= 0) throw new RangeError('An image needs a positive width and height');
  // 'Original' keeps the whole picture, nothing cropped; Square and Circle crop the centre so the shape is filled edge to edge.
  if (shape === 'original') {
    return { source: { x: 0, y: 0, width, height }, dest: containRect(width, height, BADGE_RECT) };
  }
  return { source: coverSourceRect(width, height, BADGE_RECT), dest: BADGE_RECT };
}

/** A picture smaller than the badge is stretched up and looks soft; worth a gentle hint. */
export function isLowResolution(shape: BadgeShape, width: number, height: number): boolean {
  const { source, dest } = placeImage(shape, width, height);
  return dest.width / source.width > 1.5;
}
