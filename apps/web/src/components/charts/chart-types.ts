/** The kit's shapes, kept free of recharts so a screen can describe a chart without loading it. */

/** 'hbar': one row per point with its bar along the value axis, so long names (judges) read on a phone. */
export type ChartKind = 'line' | 'bar' | 'stacked-bar' | 'hbar';

/** Colour names; chart-palette.ts gives each one a shade that passes contrast in either theme. */
export type ChartTone = 'blue' | 'green' | 'amber' | 'red' | 'slate' | 'violet';

/** A row's keys whose values are numbers (or null: a gap, e.g. a day to come). */
export type NumericKey<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

export type ChartSeries<Row> = {
  key: NumericKey<Row>;
  /** Named in the legend, the table's header and the tooltip. */
  label: string;
  tone: ChartTone;
  /** How a value reads in the table and the tooltip (default: formatNumber; null reads "—"). */
  format?: (value: number) => string;
  /** A whisker either side of each bar (bar kinds) of this many units, e.g. a standard deviation; named in the legend. */
  error?: { key: NumericKey<Row>; label: string };
};

/** Points with no value yet (e.g. days to come): a dashed empty box in their place (bar kinds), named in the legend. */
export type ChartPending<Row> = { when: (row: Row) => boolean; label: string };

export type ChartAxis<Row> = {
  key: keyof Row & string;
  /** The table's first header, e.g. "Day". */
  label: string;
  /** The full text of a point, in the table and the tooltip, e.g. "Day 3 (12 May)". */
  format?: (value: Row[keyof Row], row: Row) => string;
  /** A short tick under the axis, e.g. "D3" (default: format, else the value). */
  tick?: (value: Row[keyof Row]) => string;
};

/** An extra column the table shows and the chart does not (e.g. a judge's number of scores). */
export type ChartTableColumn<Row> = {
  label: string;
  value: (row: Row) => string;
};

/** What the card needs of a TanStack query: whether it failed, and a way to try again. */
export type ChartQuery = {
  isError: boolean;
  isRefetching?: boolean;
  refetch: () => unknown;
};
