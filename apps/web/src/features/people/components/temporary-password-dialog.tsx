import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export interface CreatedAccount {
  name: string;
  email: string;
  temporaryPassword: string;
}

/**
 * Shows a new account's generated password, the only time it is ever shown: the server keeps
 * just its hash. Copy puts it on the clipboard; the text can also be selected by hand.
 */
export function TemporaryPasswordDialog({ account, onClose }: { account: CreatedAccount | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
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
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title="Account created"
      description="This temporary password is shown only once. Share it privately; a new password must be chosen at the first sign-in."
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
            <Button
              onClick={() => {
                setCopied(false);
                onClose();
              }}
            >
              Done
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
