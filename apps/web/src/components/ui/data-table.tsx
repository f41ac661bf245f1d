import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

export type DataColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The label before the value on a phone card; needed when `header` is not plain text. */
  phoneLabel?: string;
  align?: 'right';
  /** Classes for the column's cells at desktop width (widths, wrapping). */
  className?: string;
  ariaSort?: 'ascending' | 'descending' | 'none';
  /** Left out of the phone card (the value is already part of the card's title, or only matters side by side). */
  hideOnPhone?: boolean;
  /** On a phone card, the value goes under its label across the card (lists, several badges). */
  wide?: boolean;
};

type DataTableProps<T> = {
  /** Names the table (and the list of cards on a phone) for screen readers. */
  label: string;
  caption?: string;
  /** The first column heads each row (`<th scope="row">`) and titles each phone card. */
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's buttons: a last "Actions" column at desktop width, a row of buttons on each phone card. */
  actions?: (row: T) => ReactNode;
  /** An expanded part under a row (full width), or nothing. */
  detail?: (row: T) => ReactNode;
  /** The expanded part's id, for the `aria-controls` of the button that opens it. */
  detailId?: (row: T) => string;
  empty?: ReactNode;
  /** Shown above the cards on a phone, where there are no column headers: sort buttons, select-all. */
  phoneToolbar?: ReactNode;
  /** Keeps the first column in view while a wide table scrolls sideways. */
  stickyFirst?: boolean;
  /** A Tailwind min-width for the table (e.g. `min-w-[760px]`), so wide tables scroll in their frame instead of squeezing. */
  minWidth?: string;
  busy?: boolean;
  rowClassName?: (row: T) => string | undefined;
  /** Cell padding: `compact` for long lists. */
  density?: 'normal' | 'compact';
  className?: string;
};

/** Below Tailwind's `sm`: each row becomes a card, so nothing hides past the right edge of a phone. */
const PHONE = '(max-width: 639.98px)';

// A card's frame (primitives.css): a caller's utilities win over it.
const frame = 'ui-card';

/**
 * The app's one table: a real `<table>` (headers, row headers, caption) from 640 px up, and a list
 * of cards on a phone with every column as "label: value" and the row's actions in view.
 */
export function DataTable<T>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  actions,
  detail,
  detailId,
  empty,
  phoneToolbar,
  stickyFirst = false,
  minWidth,
  busy,
  rowClassName,
  density = 'normal',
  className,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE);
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const [first, ...rest] = columns;
  if (!first) return null;

  if (phone)
    return (
      <div className={cn(frame, className)}>
        {phoneToolbar && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-xs text-slate-600 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300">
            {phoneToolbar}
          </div>
        )}
        <ul aria-label={label} aria-busy={busy} className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => {
            const more = detail?.(row);
            return (
              <li key={rowKey(row)} className={cn('space-y-3 p-4', rowClassName?.(row))}>
                {/* wrap-anywhere: a long unbroken name (an email, a joke team name) wraps instead of widening the page. */}
                <div className="min-w-0 font-medium wrap-anywhere text-slate-900 dark:text-white">{first.cell(row)}</div>
                <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                  {rest.map((c) => {
                    const value = c.hideOnPhone ? null : c.cell(row);
                    // A label over nothing reads as missing data: an empty value leaves its line out.
                    if (value === null || value === undefined || value === '' || value === false) return null;
                    return (
                      <Fragment key={c.key}>
                        <dt className={cn('pt-0.5 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400', c.wide && 'col-span-2')}>
                          {c.phoneLabel ?? c.header}
                        </dt>
                        <dd className={cn('min-w-0 wrap-anywhere text-slate-700 dark:text-slate-300', c.wide && 'col-span-2 -mt-1')}>{value}</dd>
                      </Fragment>
                    );
                  })}
                </dl>
                {actions && <div className="-ml-2 flex flex-wrap gap-1">{actions(row)}</div>}
                {more && (
                  <div id={detailId?.(row)} className="-mx-4 -mb-4 border-t border-slate-100 dark:border-slate-800">
                    {more}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );

  const pad = density === 'compact' ? 'px-4 py-2' : 'px-4 py-3';
  const sticky = stickyFirst && 'sticky left-0 z-10';
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className={cn(frame, 'relative overflow-x-auto', className)}>
      <table aria-label={caption ? undefined : label} aria-busy={busy} className={cn('w-full text-left text-sm', minWidth)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-400">
          <tr>
            {columns.map((c, i) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.ariaSort}
                className={cn(pad, 'font-semibold', c.align === 'right' && 'text-right', i === 0 && sticky && `${sticky} bg-slate-50 dark:bg-slate-800`)}
              >
                {c.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cn(pad, 'text-right font-semibold')}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => {
            const more = detail?.(row);
            const key = rowKey(row);
            return (
              <Fragment key={key}>
                <tr className={cn('bg-white align-top hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800', rowClassName?.(row))}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th
                        key={c.key}
                        scope="row"
                        className={cn(
                          pad,
                          'font-medium text-slate-900 dark:text-white',
                          // A sticky cell needs a background of its own; it takes the row's, hover and selection included.
                          sticky && `${sticky} bg-inherit`,
                          c.className,
                        )}
                      >
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.key} className={cn(pad, 'text-slate-700 dark:text-slate-300', c.align === 'right' && 'text-right tabular-nums', c.className)}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                  {actions && (
                    <td className={pad}>
                      <div className="flex justify-end gap-1">{actions(row)}</div>
                    </td>
                  )}
                </tr>
                {more && (
                  <tr id={detailId?.(row)}>
                    <td colSpan={span} className="bg-slate-50/60 p-0 dark:bg-slate-950/40">
                      {more}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
