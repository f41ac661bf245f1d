/*
 * The chart kit (issue 43). Every chart is a ChartCard: a card with a title, the chart drawn by
 * recharts (loaded lazily, in a chunk of its own), a legend, a "Show as table" toggle showing the
 * same numbers, a skeleton while the query loads, a LoadFailure with Try Again when it failed,
 * and an empty state.
 *
 *   const query = useEventInsights();
 *   const rows = query.data?.attendanceByDay;
 *   <ChartCard
 *     title="Attendance by day"
 *     query={query}                                  // isError + refetch: the failure and its Try Again
 *     rows={rows}                                    // undefined while loading: the skeleton
 *     summary={rows && attendanceSummary(rows)}      // the role="img" element's aria-label: state the main figure
 *     kind="stacked-bar"                             // 'line' | 'bar' | 'stacked-bar'
 *     x={{ key: 'day', label: 'Day', format: (day) => `Day ${day}`, tick: (day) => `D${day}` }}
 *     series={[                                      // legend, table columns and tooltip names; series differ by
 *       { key: 'present', label: 'Present', tone: 'green' },   // pattern (bars) or dash + marker (lines) in this
 *       { key: 'late', label: 'Late', tone: 'amber' },         // order, never by colour alone
 *     ]}
 *     isEmpty={rows?.every((r) => r.upcoming)}       // optional; default: no rows
 *     empty="No attendance has been recorded yet."
 *   />
 *
 * A value of null is a gap in a line (a day to come) and "—" in the table. `extraColumns` adds
 * table-only columns; `footer` puts text under the chart (e.g. a streak). Colours: chart-palette.ts.
 * Bar kinds: `pending={{ when: (row) => row.upcoming, label: 'Day to come' }}` draws those points as
 * dashed empty boxes (named in the legend); a series' `error: { key: 'sd', label: '± 1 SD' }` a whisker.
 */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';
import { INSIGHTS_MSG } from '@hackcamp/contract';
import { useTheme } from '../../lib/theme.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import type { ChartBodyProps } from './chart-body.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { chartPalette } from './chart-palette.ts';
import { ChartTable } from './chart-table.tsx';
import type { ChartAxis, ChartKind, ChartPending, ChartQuery, ChartSeries, ChartTableColumn } from './chart-types.ts';

// lazy() keeps the props but not the generic: the cast gives the kit's row typing back.
const ChartBody = lazy(() => import('./chart-body.tsx')) as unknown as <Row>(props: ChartBodyProps<Row>) => ReactNode;

export type ChartCardProps<Row> = {
  title: string;
  description?: ReactNode;
  query: ChartQuery;
  rows: readonly Row[] | undefined;
  summary: string | undefined;
  kind: ChartKind;
  x: ChartAxis<Row>;
  series: ChartSeries<Row>[];
  isEmpty?: boolean;
  empty?: string;
  extraColumns?: ChartTableColumn<Row>[];
  pending?: ChartPending<Row>;
  yFormat?: (value: number) => string;
  yAllowDecimals?: boolean;
  height?: number;
  footer?: ReactNode;
  className?: string;
};

export function ChartCard<Row>(props: ChartCardProps<Row>) {
  const { title, description, rows, footer, className } = props;
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const empty = rows !== undefined && (props.isEmpty ?? rows.length === 0);
  const canToggle = rows !== undefined && !empty;
  return (
    <Card className={className} role="region" aria-labelledby={headingId}>
      {/* The toggle beside the title from 640 px; under it on a phone, where the title needs the width. */}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-1 pb-3 sm:flex-nowrap sm:pb-4">
        <div className="min-w-0 sm:flex-1">
          <CardTitle id={headingId} className="text-base">
            {title}
          </CardTitle>
          {description && <CardDescription className="mt-1">{description}</CardDescription>}
        </div>
        {canToggle && (
          <button
            type="button"
            onClick={() => setAsTable((value) => !value)}
            className="-mx-2 shrink-0 rounded-md px-2 py-1 text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400"
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </CardHeader>
      <CardContent className="min-w-0 space-y-3">
        <ChartContent {...props} asTable={asTable} showEmpty={empty} />
        {footer}
      </CardContent>
    </Card>
  );
}

function ChartContent<Row>({
  title,
  query,
  rows,
  summary,
  kind,
  x,
  series,
  empty,
  showEmpty,
  extraColumns,
  pending,
  yFormat,
  yAllowDecimals,
  height,
  asTable,
}: ChartCardProps<Row> & { asTable: boolean; showEmpty: boolean }) {
  const narrow = !useMediaQuery('(min-width: 640px)');
  const palette = chartPalette(useTheme());
  // Rows of 'hbar' keep their height however many there are; the other kinds fit the card.
  const chartHeight = height ?? (kind === 'hbar' && rows ? Math.max(120, rows.length * 36 + 32) : narrow ? 220 : 260);
  if (rows === undefined) {
    if (query.isError)
      return <LoadFailure message={INSIGHTS_MSG.loadFailed} onRetry={() => void query.refetch()} retrying={query.isRefetching} className="py-6" />;
    return <ChartSkeleton height={chartHeight} />;
  }
  if (showEmpty) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        <BarChart3 aria-hidden="true" className="size-6 text-slate-400 dark:text-slate-500" />
        <p>{empty ?? 'Nothing to show yet.'}</p>
      </div>
    );
  }
  if (asTable) return <ChartTable caption={summary ? `${title}: ${summary}` : title} rows={rows} x={x} series={series} extraColumns={extraColumns} />;
  return (
    <>
      <div role="img" aria-label={summary ?? title} className="min-w-0">
        <Suspense fallback={<ChartSkeleton height={chartHeight} />}>
          <ChartBody
            kind={kind}
            rows={rows}
            x={x}
            series={series}
            palette={palette}
            height={chartHeight}
            narrow={narrow}
            pending={pending}
            yFormat={yFormat}
            yAllowDecimals={yAllowDecimals}
          />
        </Suspense>
      </div>
      {summary && (
        // Said by the role="img" label already: shown for sighted readers, not read twice.
        <p aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
          {summary}
        </p>
      )}
      <ChartLegend kind={kind} series={series} palette={palette} pending={pending && rows.some(pending.when) ? pending.label : undefined} />
    </>
  );
}

function ChartSkeleton({ height }: { height: number }) {
  return (
    <div aria-busy="true" aria-label="Loading the chart" role="status" style={{ height }} className="animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
  );
}
