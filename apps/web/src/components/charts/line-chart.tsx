import { ChartFrame, type ChartPoint } from './chart-frame';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 12, bottom: 28, left: 32 };
const GRID = [0, 50, 100];

interface LineChartProps {
  title: string;
  columns: [string, string];
  /** Percentages, in time order. */
  points: ChartPoint[];
  /** A second line, dashed (the batch's average), with its table column. */
  compare?: { heading: string; values: (number | null)[]; shown: string[] };
}

/**
 * Percentages over time as a line on a 0–100 scale: a few dozen points at most, drawn as one
 * SVG with no chart library (decisions §121).
 */
export function LineChart({ title, columns, points, compare }: LineChartProps) {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length > 1 ? (i / (points.length - 1)) * innerW : innerW / 2);
  const y = (value: number) =>
    PAD.top + innerH - (Math.min(100, Math.max(0, value)) / 100) * innerH;
  const path = (values: (number | null)[]) =>
    values
      .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
      .filter(Boolean)
      .join(' ');
  return (
    <ChartFrame
      title={title}
      columns={columns}
      points={points}
      extra={compare && { heading: compare.heading, shown: compare.shown }}
    >
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl">
        {GRID.map((g) => (
          <g key={g}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(g)}
              y2={y(g)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 6}
              y={y(g) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[10px]"
            >
              {g}%
            </text>
          </g>
        ))}
        {compare && (
          <polyline
            points={path(compare.values)}
            fill="none"
            strokeWidth={1.5}
            strokeDasharray="4 3"
            className="stroke-muted-foreground"
          />
        )}
        <polyline
          points={path(points.map((p) => p.value))}
          fill="none"
          strokeWidth={2.5}
          className="stroke-primary"
        />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.value)} r={3.5} className="fill-primary" />
        ))}
        {points.map((p, i) =>
          // Every label on a short chart; on a long one the first, the last and some between.
          points.length <= 6 ||
          i % Math.ceil(points.length / 6) === 0 ||
          i === points.length - 1 ? (
            <text
              key={i}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[10px]"
            >
              {p.label.length > 12 ? `${p.label.slice(0, 11)}…` : p.label}
            </text>
          ) : null,
        )}
      </svg>
    </ChartFrame>
  );
}
