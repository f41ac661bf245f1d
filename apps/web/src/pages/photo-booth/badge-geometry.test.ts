import { describe, expect, it } from 'vitest';
import { BADGE_SIZE, CORNER_RADIUS, FRAME_RECT, containRect, coverSourceRect, isLowResolution, placeImage } from './badge-geometry.ts';

const badge = { x: 0, y: 0, width: BADGE_SIZE, height: BADGE_SIZE };

describe('badge constants', () => {
  it('match the spec: 400x400, 20px corners, 96x96 frame at (152, 16), centred horizontally', () => {
    expect(BADGE_SIZE).toBe(400);
    expect(CORNER_RADIUS).toBe(20);
    expect(FRAME_RECT).toEqual({ x: 152, y: 16, width: 96, height: 96 });
    expect(FRAME_RECT.x * 2 + FRAME_RECT.width).toBe(BADGE_SIZE);
  });
});

describe('containRect', () => {
  it('letterboxes a wide picture: full width, centred vertically', () => {
    expect(containRect(800, 400, badge)).toEqual({ x: 0, y: 100, width: 400, height: 200 });
  });
  it('pillarboxes a tall picture: full height, centred horizontally', () => {
    expect(containRect(300, 600, badge)).toEqual({ x: 100, y: 0, width: 200, height: 400 });
  });
  it('scales a small square picture up to the whole box', () => {
    expect(containRect(50, 50, badge)).toEqual(badge);
  });
});

describe('coverSourceRect', () => {
  it('takes the centre square of a wide picture', () => {
    expect(coverSourceRect(1200, 800, badge)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
  });
  it('takes the centre square of a tall picture', () => {
    expect(coverSourceRect(300, 900, badge)).toEqual({ x: 0, y: 300, width: 300, height: 300 });
  });
  it('keeps a square picture whole', () => {
    expect(coverSourceRect(640, 640, badge)).toEqual({ x: 0, y: 0, width: 640, height: 640 });
  });
});

describe('placeImage', () => {
  it('original keeps the whole picture, fitted inside the badge', () => {
    expect(placeImage('original', 1000, 500)).toEqual({
      source: { x: 0, y: 0, width: 1000, height: 500 },
      dest: { x: 0, y: 100, width: 400, height: 200 },
    });
  });
  it.each(['square', 'circle'] as const)('%s crops the centre and fills the whole badge', (shape) => {
    expect(placeImage(shape, 1000, 500)).toEqual({
      source: { x: 250, y: 0, width: 500, height: 500 },
      dest: badge,
    });
  });
  it('rejects an empty image instead of dividing by zero', () => {
    expect(() => placeImage('square', 0, 100)).toThrow(RangeError);
  });
});

describe('isLowResolution', () => {
  it('flags pictures that would be blown up a lot', () => {
    expect(isLowResolution('square', 200, 200)).toBe(true);
    expect(isLowResolution('square', 1200, 200)).toBe(true);
    expect(isLowResolution('square', 400, 400)).toBe(false);
  });
  it('judges original by its longer side, since that is what fills the badge', () => {
    expect(isLowResolution('original', 400, 100)).toBe(false);
  });
});
