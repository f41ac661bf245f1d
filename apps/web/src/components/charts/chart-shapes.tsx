import type { Marker, Pattern } from './chart-palette.ts';

/** A bar's fill: the series' colour, textured by its pattern in the card's colour (plain SVG: the legend draws it too). */
export function PatternDef({ id, pattern, color, background }: { id: string; pattern: Pattern; color: string; background: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect width="6" height="6" fill={color} />
      {pattern === 'stripes' && <path d="M-1 1 l2 -2 M0 6 l6 -6 M5 7 l2 -2" stroke={background} strokeWidth="1.4" />}
      {pattern === 'dots' && <circle cx="3" cy="3" r="1.3" fill={background} />}
      {pattern === 'hatch' && <path d="M0 0 L6 6 M6 0 L0 6" stroke={background} strokeWidth="1" />}
      {pattern === 'rows' && <path d="M0 3 H6" stroke={background} strokeWidth="1.5" />}
    </pattern>
  );
}

/** A line's point marker, centred on (cx, cy). */
export function MarkerShape({
  marker,
  cx,
  cy,
  color,
  background,
  size = 4,
}: {
  marker: Marker;
  cx: number;
  cy: number;
  color: string;
  background: string;
  size?: number;
}) {
  const common = { fill: color, stroke: background, strokeWidth: 1 };
  switch (marker) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={size} {...common} />;
    case 'square':
      return <rect x={cx - size} y={cy - size} width={size * 2} height={size * 2} {...common} />;
    case 'triangle':
      return <path d={`M${cx} ${cy - size - 1} L${cx + size + 1} ${cy + size} L${cx - size - 1} ${cy + size} Z`} {...common} />;
    case 'diamond':
      return <path d={`M${cx} ${cy - size - 1} L${cx + size + 1} ${cy} L${cx} ${cy + size + 1} L${cx - size - 1} ${cy} Z`} {...common} />;
  }
}
