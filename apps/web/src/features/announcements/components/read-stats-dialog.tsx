import { useState } from 'react';
import { ANNOUNCEMENT_AUDIENCE_LABELS, ANNOUNCEMENT_MSG, type ManagedAnnouncement } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useReadStats } from '../api/get-read-stats.ts';

/** Who has read an announcement, against the number of people it is meant for. */
export function ReadStatsDialog({ announcement, onClose }: { announcement: ManagedAnnouncement | null; onClose: () => void }) {
  return (
    <Dialog
      open={announcement !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Read Statistics"
      description={announcement?.title}
      className="max-w-lg"
    >
      {announcement && <ReadStats key={announcement._id} id={announcement._id} />}
    </Dialog>
  );
}

function ReadStats({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const stats = useReadStats(id, page);
  if (stats.isLoading) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (stats.isError || !stats.data) return <Alert tone="error" title={errorMessage(stats.error, ANNOUNCEMENT_MSG.statsFailed)} />;
  const s = stats.data;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Figure label="Read by" value={String(s.totalReads)} />
        <Figure label={`Audience (${ANNOUNCEMENT_AUDIENCE_LABELS[s.announcement.targetAudience]})`} value={String(s.audienceSize)} />
        <Figure label="Read rate" value={`${s.readRate}%`} />
      </dl>
      <div
        role="progressbar"
        aria-label="Read rate"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s.readRate}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-blue-600 dark:bg-blue-500" style={{ width: `${s.readRate}%` }} />
      </div>
      {s.readers.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">Nobody has opened it yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Readers, latest first">
          {s.readers.map((r) => (
            <li key={r.user._id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900 dark:text-white">{r.user.name}</span>{' '}
                <span className="wrap-anywhere text-slate-500 dark:text-slate-400">{r.user.email}</span>
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(r.readAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={s.pagination.totalPages} onPageChange={setPage} label="Readers pages" />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
