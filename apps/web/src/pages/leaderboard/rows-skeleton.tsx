/** Row-shaped placeholders, so the list does not jump when the first page arrives. */
export function RowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading rankings"
      className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex items-center gap-3 px-4 py-4 sm:gap-4 sm:px-5">
          <span className="h-5 w-8 animate-pulse rounded bg-slate-200 sm:w-10 dark:bg-slate-800" />
          <span className="size-10 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="min-w-0 flex-1 space-y-2">
            <span className="block h-4 w-2/5 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <span className="block h-3 w-3/5 animate-pulse rounded bg-slate-100 dark:bg-slate-800/70" />
          </div>
          <span className="h-6 w-16 animate-pulse rounded bg-slate-200 max-sm:hidden dark:bg-slate-800" />
        </div>
      ))}
    </div>
  );
}
