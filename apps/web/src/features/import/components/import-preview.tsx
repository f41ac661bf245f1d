import { useMemo, useState } from 'react';
import { CircleAlert, CirclePlus, CircleSlash, Columns3, RefreshCw, Rows3 } from 'lucide-react';
import { IMPORT_FIELDS, type ImportAction, type ImportKind, type ImportResult, type ImportRow } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { countOf, formatNumber } from '../../../lib/format.ts';

const ACTION_LOOK: Record<ImportAction, { label: string; tone: BadgeTone }> = {
  create: { label: 'Create', tone: 'green' },
  update: { label: 'Update', tone: 'blue' },
  skip: { label: 'Skip', tone: 'slate' },
  error: { label: 'Error', tone: 'red' },
};

const PAGE = 200;

const ROW_COLUMNS: DataColumn<ImportRow>[] = [
  { key: 'row', header: 'Row', phoneLabel: 'Row', className: 'tabular-nums', cell: (r) => `Row ${r.row}` },
  {
    key: 'entry',
    header: 'Entry',
    cell: (r) => (
      <span className="block max-w-[18rem] font-medium break-all text-slate-900 sm:truncate sm:break-normal dark:text-white" title={r.label}>
        {r.label || '—'}
      </span>
    ),
  },
  { key: 'action', header: 'Action', cell: (r) => <Badge tone={ACTION_LOOK[r.action].tone}>{ACTION_LOOK[r.action].label}</Badge> },
  { key: 'details', header: 'Details', wide: true, cell: (r) => <RowDetails row={r} /> },
];
/** Opaque, so the sticky row number hides what scrolls under it. */
const ERROR_ROW = 'bg-red-50 dark:bg-[#2a1620]';

export function ImportSummary({ summary }: { summary: ImportResult['summary'] }) {
  const tiles = [
    { label: 'Rows', value: summary.total, icon: Rows3, tone: 'text-slate-700 bg-slate-100 dark:bg-slate-800 dark:text-slate-200' },
    { label: 'Create', value: summary.created, icon: CirclePlus, tone: 'text-emerald-700 bg-emerald-50 dark:bg-emerald-500/15 dark:text-emerald-300' },
    { label: 'Update', value: summary.updated, icon: RefreshCw, tone: 'text-blue-700 bg-blue-50 dark:bg-blue-500/15 dark:text-blue-300' },
    { label: 'Skip', value: summary.skipped, icon: CircleSlash, tone: 'text-slate-600 bg-slate-100 dark:bg-slate-800 dark:text-slate-300' },
    { label: 'Errors', value: summary.errors, icon: CircleAlert, tone: 'text-red-700 bg-red-50 dark:bg-red-500/15 dark:text-red-300' },
  ];
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {tiles.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label} role="listitem" className={cn('flex items-center gap-3 p-4', label === 'Rows' && 'col-span-2 sm:col-span-1')}>
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
            <p className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{formatNumber(value)}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}

type MappingProps = {
  kind: ImportKind;
  result: ImportResult;
  onChange: (column: string, field: string | null) => void;
  pending: boolean;
};

/** Each column of the file and the field it fills; changing one previews the file again. */
export function ColumnMappingCard({ kind, result, onChange, pending }: MappingProps) {
  const fields = IMPORT_FIELDS[kind];
  const labelOf = (field: string) => fields.find((f) => f.field === field)?.label ?? field;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Columns3 aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Columns
        </CardTitle>
        <CardDescription>We matched the file's headers to these fields. Change any that are wrong; the preview updates.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {result.missing.length > 0 && (
          <Alert tone="error" title={`Choose a column for: ${result.missing.map(labelOf).join(', ')}`}>
            <p>Without it every row is an error.</p>
          </Alert>
        )}
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {result.columns.map(({ column, field }, i) => {
            const id = `import-column-${i}`;
            return (
              <li key={`${i}-${column}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                <label htmlFor={id} className="mb-1.5 block truncate text-sm font-medium text-slate-900 dark:text-white" title={column}>
                  {column || <span className="text-slate-500 italic dark:text-slate-400">(no header)</span>}
                </label>
                <Select id={id} value={field ?? ''} disabled={pending} onChange={(e) => onChange(column, e.target.value || null)}>
                  <option value="">Ignore this column</option>
                  {fields.map((f) => (
                    <option key={f.field} value={f.field}>
                      {f.label}
                      {f.required ? ' (required)' : ''}
                    </option>
                  ))}
                </Select>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Every row with its verdict, filterable by action; long files show a page at a time. */
export function ImportRowsTable({ result }: { result: ImportResult }) {
  const [filter, setFilter] = useState<ImportAction | 'all'>(result.summary.errors ? 'error' : 'all');
  const [shown, setShown] = useState(PAGE);
  const rows = useMemo(() => (filter === 'all' ? result.rows : result.rows.filter((r) => r.action === filter)), [filter, result.rows]);
  const counts: Record<ImportAction | 'all', number> = {
    all: result.summary.total,
    create: result.summary.created,
    update: result.summary.updated,
    skip: result.summary.skipped,
    error: result.summary.errors,
  };
  const filters: (ImportAction | 'all')[] = ['all', 'error', 'create', 'update', 'skip'];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Rows3 aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Rows
        </CardTitle>
        <CardDescription>Row numbers are the spreadsheet's: the header is row 1.</CardDescription>
        <div role="group" aria-label="Show rows" className="mt-2 flex flex-wrap gap-2">
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => {
                setFilter(f);
                setShown(PAGE);
              }}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                filter === f
                  ? 'border-blue-600 bg-blue-600 text-white'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {f === 'all' ? 'All' : ACTION_LOOK[f].label} ({formatNumber(counts[f])})
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">No rows here.</p>
        ) : (
          <DataTable
            label="Rows of the file"
            columns={ROW_COLUMNS}
            rows={rows.slice(0, shown)}
            rowKey={(r) => String(r.row)}
            rowClassName={(r) => (r.action === 'error' ? ERROR_ROW : undefined)}
            stickyFirst
            minWidth="min-w-[560px]"
            density="compact"
          />
        )}
        {rows.length > shown && (
          <div className="mt-3 flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Showing {formatNumber(shown)} of {countOf(rows.length, 'row')}
            </p>
            <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE)}>
              Show more
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RowDetails({ row }: { row: ImportRow }) {
  if (row.errors.length > 0) {
    return (
      <ul className="space-y-0.5 text-red-700 dark:text-red-300">
        {row.errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    );
  }
  return (
    <p className="text-slate-600 dark:text-slate-400">
      {row.changes.length > 0 ? `Changes ${row.changes.join(', ')}` : row.action === 'skip' ? 'Already there, nothing to change' : 'New'}
    </p>
  );
}
