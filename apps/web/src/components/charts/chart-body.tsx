// The only file that imports recharts: chart-card.tsx loads it with React.lazy, so the library
// lands in a chunk of its own that only screens showing a chart fetch.
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ErrorBar, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/format.ts';
import { dashOf, markerOf, patternOf, type ChartPalette } from './chart-palette.ts';
import { MarkerShape, PatternDef } from './chart-shapes.tsx';
import { axisText, valueText } from './chart-table.tsx';
import type { ChartAxis, ChartKind, ChartPending, ChartSeries } from './chart-types.ts';

export type ChartBodyProps<Row> = {
  kind: ChartKind;
  rows: readonly Row[];
  x: ChartAxis<Row>;
  series: ChartSeries<Row>[];
  palette: ChartPalette;
  height: number;
  narrow: boolean;
  pending?: ChartPending<Row>;
  yFormat?: (value: number) => string;
  yAllowDecimals?: boolean;
};

export default function ChartBody<Row>({
  kind,
  rows,
  x,
  series,
  palette,
  height,
  narrow,
  pending,
  yFormat = formatNumber,
  yAllowDecimals = false,
}: ChartBodyProps<Row>) {
  const id = useId();
  // recharts types a key against its data; the kit's own types already tie keys to rows.
  const data = rows as unknown as Record<string, unknown>[];
  const tick = (value: Row[keyof Row]) =>
    x.tick
      ? x.tick(value)
      : x.format
        ? x.format(
            value,
            rows.find((r) => r[x.key] === value)!,
          )
        : String(value);
  const axisStyle = { fontSize: 12, fill: palette.axis };
  // The chart is one picture named by its summary (the card's role="img"): no focusable parts
  // inside, and the drawing itself is no second image.
  const common = { data, accessibilityLayer: false, role: 'presentation', margin: { top: 8, right: 8, bottom: 0, left: 0 } } as const;
  // 'hbar' swaps the axes: the points down the side, every one labelled, the values across.
  const across = kind === 'hbar';
  const grid = <CartesianGrid stroke={palette.grid} vertical={across} horizontal={!across} />;
  const pointAxis = { dataKey: x.key as string, tickFormatter: tick, tick: axisStyle, stroke: palette.border, tickLine: false } as const;
  const valueAxis = {
    tickFormatter: yFormat,
    tick: axisStyle,
    stroke: palette.border,
    tickLine: false,
    axisLine: false,
    allowDecimals: yAllowDecimals,
  } as const;
  const xAxis = across ? (
    <XAxis type="number" {...valueAxis} />
  ) : (
    <XAxis
      {...pointAxis}
      // The first and last labels and as many between as fit (all of them when they do): a
      // window's 120 minutes or a wide score range would overlap even on a desktop.
      interval="preserveStartEnd"
      minTickGap={narrow ? 12 : 8}
      // A line's first and last points sit on the plot's edges: room for their labels and markers.
      padding={kind === 'line' ? { left: 12, right: 12 } : undefined}
    />
  );
  const yAxis = across ? <YAxis type="category" {...pointAxis} interval={0} width={narrow ? 92 : 120} /> : <YAxis {...valueAxis} width={narrow ? 36 : 48} />;
  const tooltip = (
    <Tooltip
      isAnimationActive={false}
      cursor={{ fill: palette.grid, fillOpacity: 0.4, stroke: palette.border }}
      contentStyle={{ background: palette.card, border: `1px solid ${palette.border}`, borderRadius: 8, color: palette.text, fontSize: 13 }}
      labelStyle={{ color: palette.text, fontWeight: 600 }}
      labelFormatter={(_, payload) => (payload?.[0] ? axisText(x, payload[0].payload as Row) : '')}
      formatter={(value, _name, item) => {
        const s = series.find((candidate) => candidate.key === item.dataKey);
        return s ? [valueText(s, typeof value === 'number' ? value : null), s.label] : [String(value), ''];
      }}
    />
  );

  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart {...common}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {series.map((s, index) => {
            const color = palette.tone(s.tone);
            const marker = markerOf(index);
            return (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                type="linear"
                stroke={color}
                strokeWidth={2}
                strokeDasharray={dashOf(index)}
                // A null (a day to come) leaves a gap instead of drawing through it.
                connectNulls={false}
                isAnimationActive={false}
                dot={({ cx, cy, index: i }) =>
                  cx == null || cy == null ? <g key={i} /> : <MarkerShape key={i} marker={marker} cx={cx} cy={cy} color={color} background={palette.card} />
                }
                activeDot={({ cx, cy }) =>
                  cx == null || cy == null ? <g /> : <MarkerShape marker={marker} cx={cx} cy={cy} color={color} background={palette.card} size={6} />
                }
              />
            );
          })}
        </LineChart>
      ) : (
        <BarChart {...common} layout={across ? 'vertical' : 'horizontal'} barCategoryGap={narrow ? '14%' : '24%'} barGap={1}>
          <defs>
            {series.map((s, index) => (
              <PatternDef key={s.key} id={`${id}-${index}`} pattern={patternOf(index)} color={palette.tone(s.tone)} background={palette.card} />
            ))}
          </defs>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          {/* A point with no value yet is an empty dashed box, not a bar of zero that reads like nobody. */}
          {pending &&
            rows
              .filter(pending.when)
              .map((row) => (
                <ReferenceArea
                  key={String(row[x.key])}
                  {...(across
                    ? { y1: row[x.key] as string | number, y2: row[x.key] as string | number }
                    : { x1: row[x.key] as string | number, x2: row[x.key] as string | number })}
                  fill={palette.grid}
                  fillOpacity={0.35}
                  stroke={palette.border}
                  strokeDasharray="4 3"
                  ifOverflow="hidden"
                />
              ))}
          {series.map((s, index) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId={kind === 'stacked-bar' ? 'stack' : undefined}
              fill={`url(#${id}-${index})`}
              // The card's colour between stacked parts, so each part's edge shows whatever its fill;
              // side-by-side bars on a phone are too thin to give a pixel to it.
              stroke={kind === 'stacked-bar' ? palette.card : undefined}
              strokeWidth={1}
              isAnimationActive={false}
            >
              {s.error && (
                <ErrorBar dataKey={s.error.key} direction={across ? 'x' : 'y'} width={8} strokeWidth={1.5} stroke={palette.text} isAnimationActive={false} />
              )}
            </Bar>
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
