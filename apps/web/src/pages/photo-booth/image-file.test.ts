import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, badgeFileName, checkImageFile } from './image-file.ts';

describe('checkImageFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])('accepts %s', (type) => {
    expect(checkImageFile({ name: 'me', type, size: 1000 })).toBeNull();
  });
  it('rejects a text file and an SVG (a canvas cannot safely decode every SVG)', () => {
    expect(checkImageFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(checkImageFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(checkImageFile({ name: 'ME.JPG', type: '', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'archive.zip', type: '', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
  });
  it('caps the size at 10 MB', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
  });
});

describe('badgeFileName', () => {
  it('is {product}-badge-{timestamp}.png with the product name lowercased', () => {
    expect(badgeFileName(1754300000000)).toBe('hackcamp-badge-1754300000000.png');
  });
});
