import { useState } from 'react';
import { DatabaseBackup } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { downloadBackup } from '../api/download-backup.ts';

export const BACKUP_FAILED = 'Failed to download the backup'; // ours
/** What the download costs the event (decision 0028): PGlite has one connection, which the reading holds. */
export const BACKUP_PAUSE_NOTE =
  'On the embedded database the event pauses while the backup is read: every request waits, about 2 seconds per 100,000 rows ' +
  '(under a second for a small event, about 6 seconds for 10,000 participants). On PostgreSQL nobody waits.'; // ours

/**
 * The whole event in one file: every table and every uploaded file, as of one moment, taken while
 * the event runs. `npm run restore` loads it into an empty database on either engine.
 */
export function BackupCard() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadBackup();
    } catch (error) {
      toast.error(errorMessage(error, BACKUP_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseBackup aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Backup
        </CardTitle>
        <CardDescription>
          Download the whole event as one file: people, teams, tasks, submissions with their files, attendance, votes and scores, consistent as of this moment.
          Keep it somewhere safe; <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">npm run restore</code> brings it back on either database.
          Sign-ins are not in it: after a restore everyone signs in again.
        </CardDescription>
        <CardDescription>{BACKUP_PAUSE_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => void run()} loading={busy}>
          Download backup
        </Button>
      </CardContent>
    </Card>
  );
}
