import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { openTabFor } from '../../lib/open-tab.ts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
};

/**
 * Our dialogs are controlled and opened by plain buttons, not a Radix Trigger, so on close Radix
 * has no trigger to give focus back to and drops it on the page's body: a keyboard or screen
 * reader user loses their place. This remembers what had focus when the dialog opened (the
 * layout effect runs before Radix moves focus inside) and returns focus there on close.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    // The opener may be gone (a 'Submit Task' button that became 'Edit'): then Radix decides.
    if (target?.isConnected) {
      event.preventDefault();
      // "Leave anyway" from a dashboard tab: the tab it was opened from is no longer the open one.
      openTabFor(target).focus({ preventScroll: true });
    }
  }, []);
}

/** Modal dialog: Radix traps focus, closes on Escape and labels the panel with its title. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          // Without a description Radix expects an explicit opt-out, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn('ui-dialog', className)}
        >
          <div className="mb-5 pr-8">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</RadixDialog.Description>}
          </div>
          {children}
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
