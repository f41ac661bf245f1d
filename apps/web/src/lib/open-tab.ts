/**
 * Tabs that select themselves on focus (the dashboards', Radix's automatic activation) change the
 * selection when focus lands on one that is not selected: a dialog handing focus back to the tab
 * it was opened from, after that tab was left, would navigate back. Focus belongs on the open tab
 * of the same list then. Anything that is not an unselected tab is returned as it is.
 */
export function openTabFor(element: HTMLElement): HTMLElement {
  if (element.getAttribute('role') !== 'tab' || element.getAttribute('aria-selected') === 'true') return element;
  return element.closest('[role="tablist"]')?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? element;
}
