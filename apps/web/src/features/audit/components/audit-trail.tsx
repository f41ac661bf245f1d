import { useState } from 'react';
import { History, X } from 'lucide-react';
import { ADMIN_MSG } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAudit } from '../api/get-audit.ts';
import { useAuditActors } from '../api/get-audit-actors.ts';
import { ACTION_FAMILIES, actionVerb, detailsSummary } from '../audit-labels.ts';

const PAGE_SIZE = 20;

/** Every staff change, newest first: who did what, to whom or what, and when. */
export function AuditTrail() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const actors = useAuditActors();
  const audit = useAudit({ page, limit: PAGE_SIZE, actor: actor || undefined, action: action || undefined });
  const data = audit.data;

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Audit</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Every change made by staff, newest first. Entries cannot be edited or removed.</p>
      </div>
      <Card className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <Select
          aria-label="Filter by person"
          value={actor}
          onChange={(e) => {
            setActor(e.target.value);
            setPage(1);
          }}
        >
          <option value="">Everyone</option>
          {actors.data?.map((a) => (
            <option key={a._id} value={a._id}>
              {a.name} ({a.role})
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filter by action"
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All actions</option>
          {ACTION_FAMILIES.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </Select>
        <Button
          variant="ghost"
          className="h-11"
          disabled={!actor && !action}
          onClick={() => {
            setActor('');
            setAction('');
            setPage(1);
          }}
        >
          <X aria-hidden="true" className="size-4" /> Clear
        </Button>
      </Card>

      {audit.isLoading ? (
        <div role="status" aria-label="Loading the audit trail" className="flex justify-center py-16">
          <Spinner className="size-8 text-blue-600" />
        </div>
      ) : audit.isError || !data ? (
        <LoadError title={ADMIN_MSG.auditLoadFailed} error={audit.error} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />
      ) : data.entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-14 text-center text-slate-500 dark:text-slate-400">
          <History aria-hidden="true" className="size-8" />
          {actor || action ? 'No changes match these filters.' : 'No staff changes recorded yet.'}
        </Card>
      ) : (
        <>
          <Card className="overflow-hidden">
            <ol className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Audit entries" aria-busy={audit.isFetching}>
              {data.entries.map((e) => {
                const summary = detailsSummary(e);
                const verb = actionVerb(e.action);
                // Settings have no one to name; the summary says what changed.
                const target = e.target?.type === 'config' ? null : e.target?.label;
                return (
                  <li key={e._id} className="flex gap-3 px-4 py-3 sm:px-5">
                    <Avatar name={e.actor.name} size="sm" className="mt-0.5" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-slate-900 dark:text-slate-100">
                        <span className="font-semibold">{e.actor.name}</span>
                        {e.actor._id === null && <span className="text-xs text-slate-500"> (deleted)</span>} <span>{verb.text}</span>
                        {target && (
                          <>
                            {' '}
                            {!verb.known && <span className="text-slate-500 dark:text-slate-400">· </span>}
                            <span className="font-medium break-words">{target}</span>
                          </>
                        )}
                      </p>
                      {summary && <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">{summary}</p>}
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                        <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                        <Badge tone="slate" className="font-mono">
                          {e.action}
                        </Badge>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </Card>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {data.pagination.totalEntries} entr{data.pagination.totalEntries === 1 ? 'y' : 'ies'}
            </p>
            <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} ellipsis label="Audit pages" />
          </div>
        </>
      )}
    </div>
  );
}
