/** The parts of a focused element that its counterpart in the app's own render shares. */
interface Mark {
  tag: string;
  id: string;
  href: string | null;
  label: string;
}

const markOf = (element: Element): Mark => ({
  tag: element.tagName,
  id: element.id,
  href: element.getAttribute('href'),
  label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
});

function counterpartIn(container: HTMLElement, mark: Mark): HTMLElement | null {
  if (mark.id) return document.getElementById(mark.id);
  for (const candidate of container.getElementsByTagName(mark.tag)) {
    if (candidate.getAttribute('href') === mark.href && markOf(candidate).label === mark.label) return candidate as HTMLElement;
  }
  return null;
}

/** How long focus is carried: the app's first render lands well within it, or not at all. */
const CARRY_MS = 10_000;

/**
 * Keeps the keyboard where it was when the app replaces the server's drawing. A visitor can Tab
 * to the drawing's skip link or a link in its header before the app starts; the app's render
 * removes those elements, and focus would fall back to the page's start. Call just before the
 * render: once the element is gone, its counterpart (same id, or same tag, link and name) takes
 * focus, unless something else took it meanwhile.
 */
export function carryFocusAcrossRender(container: HTMLElement): void {
  if (typeof document === 'undefined') return;
  const focused = document.activeElement;
  if (!focused || focused === container || !container.contains(focused)) return;
  const mark = markOf(focused);
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return;
    stop();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) counterpartIn(container, mark)?.focus({ preventScroll: true });
  });
  const timer = setTimeout(() => stop(), CARRY_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(container, { childList: true, subtree: true });
}
