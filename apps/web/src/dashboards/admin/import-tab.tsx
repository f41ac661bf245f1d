import { BackupCard } from '../../features/backup/components/backup-card.tsx';
import { ImportPanel } from '../../features/import/components/import-panel.tsx';

/** Admin dashboard tab: bring people and problem statements in from spreadsheets; take the event out. */
export function ImportTab() {
  return (
    <div className="space-y-6">
      <ImportPanel />
      <BackupCard />
    </div>
  );
}
