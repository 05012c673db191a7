import type { ReactNode } from 'react';

export interface ChartPoint {
  /** The point's name on the axis and in the table ("Unit test 1", "Nov 2026"). */
  label: string;
  value: number;
  /** The value as the table reads it ("82.5%", "12 students"). */
  shown: string;
}

interface ChartFrameProps {
  title: string;
  /** The table's column headings: what the labels are, what the values are. */
  columns: [string, string];
  points: ChartPoint[];
  /** More columns for the table, one a point (a batch's average beside a student's mark). */
  extra?: { heading: string; shown: string[] };
  children: ReactNode;
}

/**
 * A chart with its table: the drawing is for the eye and hidden from a screen reader, which
 * reads the same numbers as a table instead.
 */
export function ChartFrame({ title, columns, points, extra, children }: ChartFrameProps) {
  return (
    // The table is screen-reader-only inside a div: a table will not shrink to sr-only's 1 px
    // (it keeps its content's width), and it widened a phone's page by 50 px.
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div aria-hidden="true">{children}</div>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
              {extra && <th scope="col">{extra.heading}</th>}
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={`${point.label}-${i}`}>
                <th scope="row">{point.label}</th>
                <td>{point.shown}</td>
                {extra && <td>{extra.shown[i]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
