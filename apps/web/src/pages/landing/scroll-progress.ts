/**
 * How far a reader has scrolled through an element, 0 to 1: 0 while its top is below the middle
 * of the viewport, 1 once its bottom has passed the middle.
 */
export function scrollProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  const passed = viewportHeight / 2 - rect.top;
  return Math.min(1, Math.max(0, passed / rect.height));
}

/** Index of the last of `count` evenly spread steps that the progress has reached, or -1. */
export function reachedStep(progress: number, count: number): number {
  if (count <= 0 || progress <= 0) return -1;
  return Math.min(count - 1, Math.floor(progress * count));
}
