import { useId } from 'react';
import type { ChartKind, ChartSeries } from './chart-types.ts';
import { dashOf, markerOf, patternOf, type ChartPalette } from './chart-palette.ts';
import { MarkerShape, PatternDef } from './chart-shapes.tsx';

/**
 * Names every series beside a swatch drawn like the chart draws it (dash and marker, or pattern),
 * then a series' whiskers and the points with no value yet (`pending`), when the chart has them.
 */
export function ChartLegend<Row>({ kind, series, palette, pending }: { kind: ChartKind; series: ChartSeries<Row>[]; palette: ChartPalette; pending?: string }) {
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
      {series.map(
        (s) =>
          s.error && (
            <li key={`${s.key}-error`} className="flex items-center gap-1.5">
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <path d="M3 1.5 H11 M7 1.5 V12.5 M3 12.5 H11" stroke={palette.text} strokeWidth="1.5" fill="none" />
              </svg>
              {s.error.label}
            </li>
          ),
      )}
      {pending && (
        <li className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
            <rect x="0.5" y="0.5" width="13" height="13" rx="2" fill={palette.grid} fillOpacity={0.35} stroke={palette.border} strokeDasharray="3 2" />
          </svg>
          {pending}
        </li>
      )}
    </ul>
  );
}
