import { useEffect, useState } from 'react';

/**
 * Dialogs the tour steps aside for. Radix's dialogs carry role="dialog" without aria-modal (they
 * hide the rest of the page instead), and its popovers are dialogs too: any open one counts.
 */
export const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"]';

type DialogLike = Pick<Element, 'getAttribute'>;

/** Marks the tour's own card (guided-tour.tsx), which is a dialog too. */
export const TOUR_CARD_ATTRIBUTE = 'data-tour-card';

/**
 * Whether an element matched by DIALOG_SELECTOR is an open dialog other than the tour's card:
 * Radix keeps a closing one in the page for its exit animation, marked closed.
 */
export function isOtherOpenDialog(el: DialogLike): boolean {
  return el.getAttribute(TOUR_CARD_ATTRIBUTE) === null && el.getAttribute('data-state') !== 'closed';
}

/** Whether a dialog other than the tour's card is open under `root` (the document). */
export function isOtherDialogOpen(root: { querySelectorAll(selector: string): ArrayLike<DialogLike> } = document): boolean {
  return Array.from(root.querySelectorAll(DIALOG_SELECTOR)).some(isOtherOpenDialog);
}

/**
 * Once the last dialog is gone, the tour waits this long before it shows again: a closing Radix
 * dialog hands focus back to its opener a moment after it leaves the page.
 */
export const RESUME_AFTER_MS = 300;

/**
 * True while another dialog is open on the page (at once when one opens; RESUME_AFTER_MS after
 * the last one closes). Watches the page only while `active`, so a finished tour costs nothing.
 */
export function useOtherDialogOpen(active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    let shown = false;
    let resume: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (isOtherDialogOpen()) {
        clearTimeout(resume);
        resume = undefined;
        if (!shown) setOpen((shown = true));
      } else if (shown && resume === undefined) {
        resume = setTimeout(() => {
          resume = undefined;
          setOpen((shown = false));
        }, RESUME_AFTER_MS);
      }
    };
    // What the page holds now (a dialog may be open already), then every change.
    check();
    // Dialogs arrive through portals anywhere under <body>; Radix flips data-state when one closes.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'data-state'] });
    return () => {
      observer.disconnect();
      clearTimeout(resume);
      setOpen(false);
    };
  }, [active]);
  return active && open;
}
