import { useState } from 'react';
import { CheckCircle2, CircleSlash, UserCheck } from 'lucide-react';
import { CERT_MSG, CERTIFICATE_KIND_LABEL, CERTIFICATE_KINDS, type CertificateKind, type CertificatePreviewRow } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { countOf, formatNumber } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCertificatePreview } from '../api/get-certificate-preview.ts';
import { certificateTitle } from '../certificate-labels.ts';
import { CertificateFilters } from './certificate-filters.tsx';
import { UncoveredNamesWarning } from './uncovered-names-warning.tsx';

type StatusFilter = '' | 'qualifies' | 'misses';

/** Who qualifies under the current rules and who misses, with the reason per person. */
export function CertificatePreview() {
  const [kind, setKind] = useState<CertificateKind | ''>('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 400);
  const preview = useCertificatePreview({ kind: kind || undefined, status: status || undefined, search: debounced, page });
  const data = preview.data;
  const filtered = Boolean(kind || status || debounced);

  return (
    <section aria-labelledby="cert-preview-heading" className="space-y-4">
      <div>
        <h3 id="cert-preview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Preview
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Who qualifies under the rules above, and why the others miss.</p>
      </div>

      {data && <UncoveredNamesWarning names={data.uncoveredNames} />}

      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="Certificates by kind">
        {CERTIFICATE_KINDS.map((k) => {
          const counts = data?.summary[k];
          return (
            <li key={k}>
              <Card className="h-full p-4">
                <p className="text-sm font-medium text-slate-900 dark:text-white">{CERTIFICATE_KIND_LABEL[k]}</p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <span>
                    <span className="font-semibold text-emerald-700 dark:text-emerald-400">{counts ? formatNumber(counts.qualifies) : '…'}</span> qualify
                  </span>
                  <span>
                    <span className="font-semibold text-slate-900 dark:text-white">{counts ? formatNumber(counts.misses) : '…'}</span> miss
                  </span>
                  <span>
                    <span className="font-semibold text-blue-700 dark:text-blue-300">{counts ? formatNumber(counts.issued) : '…'}</span> issued
                  </span>
                </p>
              </Card>
            </li>
          );
        })}
      </ul>

      <CertificateFilters
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPage(1);
        }}
        kindLabel="Filter by kind"
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
        statusLabel="Filter by outcome"
        statusOptions={[
          { value: '', label: 'Qualifies or misses' },
          { value: 'qualifies', label: 'Qualifies' },
          { value: 'misses', label: 'Misses' },
        ]}
        search={search}
        onSearch={(q) => {
          setSearch(q);
          setPage(1);
        }}
        searchLabel="Search the preview by name, email or college"
        searchPlaceholder="Search people..."
      />

      {preview.isPending ? (
        <div className="flex justify-center py-10" role="status" aria-label="Loading the preview">
          <Spinner />
        </div>
      ) : preview.isError || !data ? (
        <LoadFailure message={CERT_MSG.loadFailed} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
      ) : (
        <>
          <DataTable
            label="Certificate preview"
            caption="Each person and kind of certificate: whether they qualify, the reason when they miss, and whether one is already issued"
            rows={data.rows}
            rowKey={(r) => `${r.userId}-${r.kind}`}
            columns={PREVIEW_COLUMNS}
            busy={preview.isFetching}
            minWidth="min-w-[760px]"
            empty={
              <Card className="p-8 text-center text-slate-500 dark:text-slate-400">
                {filtered ? 'No one matches these filters.' : 'No one to certify yet: participants appear here once they register.'}
              </Card>
            }
          />
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600 dark:text-slate-400">{countOf(data.pagination.totalRows, 'row')}</p>
            <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} ellipsis label="Preview pages" />
          </div>
        </>
      )}
    </section>
  );
}

const PREVIEW_COLUMNS: DataColumn<CertificatePreviewRow>[] = [
  {
    key: 'name',
    header: 'Person',
    // An email stays whole in the table (it widens the column); on a phone card a long one breaks.
    className: 'min-w-[15rem]',
    cell: (r) => (
      <span className="block min-w-0">
        <span className="block break-words">{r.name}</span>
        <span className="block text-xs font-normal break-words text-slate-500 dark:text-slate-400">{r.email}</span>
      </span>
    ),
  },
  { key: 'college', header: 'College', className: 'max-w-[12rem] wrap-anywhere', cell: (r) => r.college || '—' },
  { key: 'kind', header: 'Certificate', cell: (r) => certificateTitle(r.kind, r.place) },
  {
    key: 'outcome',
    header: 'Outcome',
    wide: true,
    cell: (r) =>
      r.qualifies ? (
        <Badge tone="green">
          <CheckCircle2 aria-hidden="true" className="size-3.5" /> Qualifies
        </Badge>
      ) : (
        <span className="flex flex-col items-start gap-1">
          <Badge tone="amber">
            <CircleSlash aria-hidden="true" className="size-3.5" /> Misses
          </Badge>
          {r.reason && <span className="text-sm wrap-anywhere text-slate-700 dark:text-slate-300">{r.reason}</span>}
        </span>
      ),
  },
  {
    key: 'issued',
    header: 'Issued',
    cell: (r) =>
      r.issued ? (
        <span className="inline-flex items-center gap-1 text-blue-700 dark:text-blue-300">
          <UserCheck aria-hidden="true" className="size-4" /> Issued
        </span>
      ) : (
        'Not yet'
      ),
  },
];
