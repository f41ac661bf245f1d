import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';

/** Whose password it is, and the password. */
export interface CreatedAccount {
  name: string;
  email: string;
  temporaryPassword: string;
}

interface TemporaryPasswordDialogProps {
  /** Open while set. */
  account: CreatedAccount | null;
  onClose: () => void;
  /** What happened: "Account created", "Password reset" ... */
  title?: string;
  description?: string;
}

/** For a password an organiser reset (reset-password-dialog.tsx). */
export const RESET_DESCRIPTION =
  'This temporary password is shown only once. Share it privately: they are signed out everywhere and must choose a new password at their next sign-in.';

const DEFAULT_DESCRIPTION = 'This temporary password is shown only once. Share it privately; a new password must be chosen at the first sign-in.';

/**
 * Shows a generated password, the only time it is ever shown: the server keeps just its hash.
 * Copy puts it on the clipboard; the text can also be selected by hand. Until it was copied,
 * closing the dialog, leaving the page or reloading it asks first (lib/use-leave-guard.ts).
 */
export function TemporaryPasswordDialog({ account, onClose, title = 'Account created', description = DEFAULT_DESCRIPTION }: TemporaryPasswordDialogProps) {
  const [copied, setCopied] = useState(false);
  const guard = useLeaveGuard(account !== null && !copied);
  const close = () =>
    guard.confirm(() => {
      setCopied(false);
      onClose();
    });
  const copy = async () => {
    if (!account) return;
    try {
      await navigator.clipboard.writeText(account.temporaryPassword);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the password stays selectable.
      setCopied(false);
    }
  };
  return (
    <>
      <Dialog
        open={account !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={title}
        description={description}
      >
        {account && (
          <div className="space-y-4">
            <dl className="space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="w-14 shrink-0 text-slate-500 dark:text-slate-400">Name</dt>
                <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{account.name}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="w-14 shrink-0 text-slate-500 dark:text-slate-400">Email</dt>
                <dd className="min-w-0 break-all text-slate-900 dark:text-white">{account.email}</dd>
              </div>
            </dl>
            <div>
              <p id="temporary-password-label" className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
                <KeyRound aria-hidden="true" className="size-4" /> Temporary password
              </p>
              <div className="flex items-stretch gap-2">
                <output
                  aria-labelledby="temporary-password-label"
                  data-testid="temporary-password"
                  className="flex min-w-0 flex-1 items-center rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-base tracking-wider break-all text-slate-900 select-all dark:border-slate-700 dark:bg-slate-800 dark:text-white"
                >
                  {account.temporaryPassword}
                </output>
                <Button variant="outline" onClick={() => void copy()} aria-label="Copy temporary password">
                  {copied ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : <Copy aria-hidden="true" className="size-4" />}
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </div>
              <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
                {copied ? 'Copied to the clipboard.' : 'It cannot be shown again after you close this window.'}
              </p>
            </div>
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => !open && guard.stay()}
        title="Close without saving the password?"
        description="It has not been copied, and it cannot be shown again: the server keeps only a hash of it. Copy it or write it down first."
        confirmLabel="Close anyway"
        onConfirm={guard.proceed}
      />
    </>
  );
}
