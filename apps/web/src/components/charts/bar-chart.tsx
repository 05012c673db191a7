import { ChartFrame, type ChartPoint } from './chart-frame';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

interface BarChartProps {
  title: string;
  columns: [string, string];
  points: ChartPoint[];
  /** The top of the scale: 100 for percentages, the largest count for counts. */
  max: number;
}

/** Bars, each with its value above it: one SVG, no chart library (decisions §121). */
export function BarChart({ title, columns, points, max }: BarChartProps) {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, points.length);
  const bar = Math.min(40, slot * 0.7);
  const height = (v: number) => (max > 0 ? (Math.max(0, v) / max) * innerH : 0);
  return (
    <ChartFrame title={title} columns={columns} points={points}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl">
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + innerH}
          y2={PAD.top + innerH}
          className="stroke-border"
        />
        {points.map((p, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          const h = height(p.value);
          return (
            <g key={`${p.label}-${i}`}>
              <rect
                x={cx - bar / 2}
                y={PAD.top + innerH - h}
                width={bar}
                height={h}
                rx={2}
                className="fill-primary"
              />
              <text
                x={cx}
                y={PAD.top + innerH - h - 3}
                textAnchor="middle"
                className="fill-foreground text-[9px]"
              >
                {p.value}
              </text>
              <text
                x={cx}
                y={HEIGHT - 10}
                textAnchor="middle"
                className="fill-muted-foreground text-[9px]"
              >
                {p.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
