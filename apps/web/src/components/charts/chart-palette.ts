import type { Theme } from '../../lib/theme.ts';
import type { ChartTone } from './chart-types.ts';

/*
 * Lines and bars are graphical objects: each shade holds at least 3:1 against its card (white in
 * light, slate-900 in dark), so the light theme takes Tailwind's 700s and the dark one its 400s.
 * Colour is never the only difference: series differ by dash and marker (lines) or by pattern
 * (bars), in that order of series, and the legend draws the same.
 */
const TONES: Record<Theme, Record<ChartTone, string>> = {
  light: { blue: '#1d4ed8', green: '#047857', amber: '#b45309', red: '#b91c1c', slate: '#475569', violet: '#6d28d9' },
  dark: { blue: '#60a5fa', green: '#34d399', amber: '#fbbf24', red: '#f87171', slate: '#94a3b8', violet: '#a78bfa' },
};

const SURFACE: Record<Theme, { card: string; grid: string; axis: string; text: string; border: string }> = {
  light: { card: '#ffffff', grid: '#e2e8f0', axis: '#475569', text: '#0f172a', border: '#cbd5e1' },
  dark: { card: '#0f172a', grid: '#334155', axis: '#cbd5e1', text: '#f8fafc', border: '#475569' },
};

export type ChartPalette = ReturnType<typeof chartPalette>;

export function chartPalette(theme: Theme) {
  return { tone: (tone: ChartTone) => TONES[theme][tone], ...SURFACE[theme] };
}

/** Dash of the nth line: solid, dashed, dotted, dash-dot. */
export const DASHES = [undefined, '7 4', '2 4', '10 4 2 4'] as const;
export const MARKERS = ['circle', 'square', 'triangle', 'diamond'] as const;
/** Fill of the nth bar: solid, diagonal stripes, dots, cross-hatch, horizontal stripes. */
export const PATTERNS = ['solid', 'stripes', 'dots', 'hatch', 'rows'] as const;

export type Marker = (typeof MARKERS)[number];
export type Pattern = (typeof PATTERNS)[number];

export const dashOf = (index: number) => DASHES[index % DASHES.length];
export const markerOf = (index: number): Marker => MARKERS[index % MARKERS.length]!;
export const patternOf = (index: number): Pattern => PATTERNS[index % PATTERNS.length]!;
