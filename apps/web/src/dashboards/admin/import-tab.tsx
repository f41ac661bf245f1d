import { ImportPanel } from '../../features/import/components/import-panel.tsx';

/** Admin dashboard tab: people, mentor assignments and problem statements from spreadsheets. */
export function ImportTab() {
  return <ImportPanel />;
}
