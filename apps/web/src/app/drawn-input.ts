/** The parts of a drawn element that its counterpart in the app's own render shares. */
interface Mark {
  tag: string;
  id: string;
  name: string | null;
  href: string | null;
  label: string;
}

const markOf = (element: Element): Mark => ({
  tag: element.tagName,
  id: element.id,
  name: element.getAttribute('name'),
  href: element.getAttribute('href'),
  label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
});

/** The element of the app's render standing where `mark` stood in the drawing: same id, or same tag, name, link and text. */
function counterpartIn(container: HTMLElement, mark: Mark): HTMLElement | null {
  if (mark.id) {
    const byId = document.getElementById(mark.id);
    if (byId && container.contains(byId)) return byId;
  }
  for (const candidate of container.getElementsByTagName(mark.tag)) {
    const other = markOf(candidate);
    if (other.name === mark.name && other.href === mark.href && other.label === mark.label) return candidate as HTMLElement;
  }
  return null;
}

/**
 * Keeps what a visitor did on the server's drawing when the app replaces it. The drawn sign-in
 * form takes typing before the app starts, and the keyboard can reach the drawing's skip link or
 * header; the app's render removes those elements, so typed text would vanish and focus would
 * fall back to the page's start. Call when the page starts with a drawing. At the moment the
 * drawing leaves the page (read then, not before: the render is a transition, and people keep
 * typing meanwhile), each field's counterpart in the app's render (same id, or same tag, name,
 * link and text) gets the text typed into it, as if typed (an input event, so the form's own
 * handlers hear it); the element that had focus hands it to its counterpart, caret included,
 * unless something else took focus meanwhile; and a form submitted on the drawing (it sends
 * nowhere) is submitted again, now by the app.
 */
export function watchDrawnInput(container: HTMLElement): void {
  const first = container.firstElementChild;
  if (typeof document === 'undefined' || !first) return;
  const fields = [...container.querySelectorAll('input, textarea')] as (HTMLInputElement | HTMLTextAreaElement)[];
  let focused: Element | null = container.contains(document.activeElement) ? document.activeElement : null;
  // Marked by index.html's script when sent before this code was here.
  let submitted = container.querySelector<HTMLFormElement>('form[data-submitted]');
  const onFocusIn = (event: FocusEvent) => (focused = event.target as Element);
  // A blur while the drawing stays (a tap elsewhere) forgets the element; one that comes with the
  // drawing's removal (browsers differ on whether it fires) must not, so it is judged afterwards.
  const onFocusOut = () =>
    queueMicrotask(() => {
      if (first.isConnected) focused = container.contains(document.activeElement) ? document.activeElement : null;
    });
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement && container.contains(event.target)) submitted = event.target;
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  container.addEventListener('submit', onSubmit, true);

  const observer = new MutationObserver(() => {
    if (first.isConnected) return;
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
    container.removeEventListener('submit', onSubmit, true);
    // The drawn elements are out of the page now; their text and caret are still theirs.
    carryOver(container, fields, focused, submitted);
  });
  observer.observe(container, { childList: true });
}

function carryOver(container: HTMLElement, fields: (HTMLInputElement | HTMLTextAreaElement)[], focused: Element | null, submitted: HTMLFormElement | null) {
  for (const field of fields) {
    if (!field.value || field.type === 'hidden') continue;
    const counterpart = counterpartIn(container, markOf(field));
    if (counterpart instanceof HTMLInputElement || counterpart instanceof HTMLTextAreaElement) typeInto(counterpart, field.value);
  }
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (focused && lost) {
    const target = counterpartIn(container, markOf(focused));
    target?.focus({ preventScroll: true });
    const caret = focused instanceof HTMLInputElement ? selectionOf(focused) : null;
    if (caret && target instanceof HTMLInputElement) restoreSelection(target, caret);
  }
  const firstField = submitted?.querySelector('input, textarea');
  if (firstField) (counterpartIn(container, markOf(firstField)) as HTMLInputElement | null)?.form?.requestSubmit();
}

/** Sets a field's text through the element's own setter and tells its listeners, as typing would. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (field.value) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// Email and number fields have no selection API (reading it throws); their caret stays at the end.
function selectionOf(input: HTMLInputElement): [number, number] | null {
  try {
    return input.selectionStart === null || input.selectionEnd === null ? null : [input.selectionStart, input.selectionEnd];
  } catch {
    return null;
  }
}

function restoreSelection(input: HTMLInputElement, [start, end]: [number, number]) {
  try {
    input.setSelectionRange(start, end);
  } catch {
    // A type without a selection: the caret is where focus() put it.
  }
}
