import { useState } from 'react';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { IMPORT_CREDENTIALS_KEPT_HOURS, IMPORT_KIND_LABELS, IMPORT_MSG, type KeptCredentials } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDismissKeptCredentials } from '../api/dismiss-kept-credentials.ts';
import { useDownloadKeptCredentials } from '../api/download-kept-credentials.ts';
import { useKeptCredentials } from '../api/list-kept-credentials.ts';
import { credentialsCsv, credentialsFileName, downloadText } from '../credentials-csv.ts';

/**
 * The temporary passwords the server still keeps for this admin's imports: downloaded again as
 * the same CSV, or dismissed (deleted from the server) once handed out. Nothing shows when none
 * is kept.
 */
export function KeptCredentialsCard() {
  const kept = useKeptCredentials();
  const download = useDownloadKeptCredentials();
  const dismiss = useDismissKeptCredentials();
  const [dismissing, setDismissing] = useState<KeptCredentials | null>(null);

  if (!kept.data?.length) return null;

  const downloadAgain = (entry: KeptCredentials) =>
    download.mutate(entry.id, {
      onSuccess: (data) => downloadText(credentialsFileName(data.kind, new Date(data.createdAt)), credentialsCsv(data.credentials)),
      onError: (error) => toast.error(errorMessage(error, IMPORT_MSG.keptDownloadFailed)),
    });

  const confirmDismiss = () => {
    if (!dismissing) return;
    dismiss.mutate(dismissing.id, {
      onSuccess: () => toast.success(IMPORT_MSG.keptDismissed),
      onError: (error) => toast.error(errorMessage(error, IMPORT_MSG.keptDismissFailed)),
      onSettled: () => setDismissing(null),
    });
  };

  return (
    <Card className="border-amber-300 dark:border-amber-500/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" /> Passwords kept for you
        </CardTitle>
        <CardDescription>
          The temporary passwords of your recent imports, kept encrypted on the server for {IMPORT_CREDENTIALS_KEPT_HOURS} hours so you can download them again.
          Only you can see them. Dismiss them once they are handed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Passwords kept for you" className="divide-y divide-slate-200 dark:divide-slate-800">
          {kept.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">{entry.fileName}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {entry.count} {entry.count === 1 ? 'password' : 'passwords'} for new {IMPORT_KIND_LABELS[entry.kind].toLowerCase()} · imported{' '}
                  {formatDateTime(entry.createdAt)} · kept until {formatDateTime(entry.expiresAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="outline" size="sm" onClick={() => downloadAgain(entry)} loading={download.isPending && download.variables === entry.id}>
                  <Download aria-hidden="true" className="size-4" /> Download again
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDismissing(entry)}>
                  <Trash2 aria-hidden="true" className="size-4" /> Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={dismissing !== null}
        onOpenChange={(open) => !open && setDismissing(null)}
        title={`Dismiss the passwords from ${dismissing?.fileName ?? 'this import'}?`}
        description="They are deleted from the server and cannot be shown again. Download them first if someone still needs theirs."
        confirmLabel="Dismiss"
        destructive
        onConfirm={confirmDismiss}
        pending={dismiss.isPending}
      />
    </Card>
  );
}
