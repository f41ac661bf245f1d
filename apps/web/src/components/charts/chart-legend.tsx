import { useId } from 'react';
import type { ChartKind, ChartSeries } from './chart-types.ts';
import { dashOf, markerOf, patternOf, type ChartPalette } from './chart-palette.ts';
import { MarkerShape, PatternDef } from './chart-shapes.tsx';

/** Names every series beside a swatch drawn like the chart draws it (dash and marker, or pattern). */
export function ChartLegend<Row>({ kind, series, palette }: { kind: ChartKind; series: ChartSeries<Row>[]; palette: ChartPalette }) {
  const id = useId();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700 dark:text-slate-300">
      {series.map((s, index) => {
        const color = palette.tone(s.tone);
        return (
          <li key={s.key} className="flex items-center gap-1.5">
            {kind === 'line' ? (
              <svg aria-hidden="true" width="28" height="12" viewBox="0 0 28 12">
                <line x1="1" y1="6" x2="27" y2="6" stroke={color} strokeWidth="2" strokeDasharray={dashOf(index)} />
                <MarkerShape marker={markerOf(index)} cx={14} cy={6} color={color} background={palette.card} size={3.5} />
              </svg>
            ) : (
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <defs>
                  <PatternDef id={`${id}-${index}`} pattern={patternOf(index)} color={color} background={palette.card} />
                </defs>
                <rect x="0.5" y="0.5" width="13" height="13" rx="2" fill={`url(#${id}-${index})`} stroke={color} />
              </svg>
            )}
            {s.label}
          </li>
        );
      })}
    </ul>
  );
}
