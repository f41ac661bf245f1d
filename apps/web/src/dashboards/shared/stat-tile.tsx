import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';

/** A small fact about the signed-in user, taken from data we already hold. */
export function StatTile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4 p-4 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-600 dark:bg-blue-500/15 dark:text-blue-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="truncate text-lg font-semibold text-slate-900 dark:text-white">{value}</p>
      </div>
    </Card>
  );
}
