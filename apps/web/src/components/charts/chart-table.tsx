import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import type { ChartAxis, ChartSeries, ChartTableColumn } from './chart-types.ts';

/** The first column stays put while the numbers scroll under it (the card's own colour behind it). */
const STICKY = 'sticky left-0 bg-white dark:bg-slate-900';

type ChartTableProps<Row> = {
  caption: string;
  rows: readonly Row[];
  x: ChartAxis<Row>;
  series: ChartSeries<Row>[];
  extraColumns?: ChartTableColumn<Row>[];
};

/** The chart's numbers as a table: one row per point, one column per series. */
export function ChartTable<Row>({ caption, rows, x, series, extraColumns = [] }: ChartTableProps<Row>) {
  return (
    // Scrolls inside the card rather than widening the page on a phone, the points' column held in view.
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className={cn(STICKY, 'py-2 pr-3 font-medium')}>
              {x.label}
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="px-2 py-2 text-right font-medium">
                {s.label}
              </th>
            ))}
            {extraColumns.map((c) => (
              <th key={c.label} scope="col" className="py-2 pl-2 text-right font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums dark:divide-slate-800">
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" className={cn(STICKY, 'py-1.5 pr-3 text-left font-normal whitespace-nowrap text-slate-700 dark:text-slate-300')}>
                {axisText(x, row)}
              </th>
              {series.map((s) => (
                <td key={s.key} className="px-2 py-1.5 text-right text-slate-900 dark:text-slate-100">
                  {valueText(s, row[s.key] as number | null)}
                </td>
              ))}
              {extraColumns.map((c) => (
                <td key={c.label} className="py-1.5 pl-2 text-right text-slate-900 dark:text-slate-100">
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function axisText<Row>(x: ChartAxis<Row>, row: Row): string {
  const value = row[x.key];
  return x.format ? x.format(value, row) : String(value);
}

export function valueText<Row>(s: ChartSeries<Row>, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return s.format ? s.format(value) : formatNumber(value);
}
