/**
 * Scrolls a sideways-scrolling row (a tab bar, the day selector on a phone) so that one of its
 * items is in view, without moving the page up or down as `scrollIntoView` would. Does nothing
 * when the row fits.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement, align: 'center' | 'nearest' = 'nearest') {
  if (row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  let delta = 0;
  if (align === 'center') delta = box.left + box.width / 2 - (rowBox.left + rowBox.width / 2);
  else if (box.left < rowBox.left) delta = box.left - rowBox.left - 16;
  else if (box.right > rowBox.right) delta = box.right - rowBox.right + 16;
  if (delta) row.scrollLeft += delta;
}
