import { lazy, Suspense, type ComponentProps } from 'react';
import { CHART_PLACEHOLDER_CLASS } from './chart-placeholder';

// Like the line chart, in a chunk of its own (decisions §121).
const Bar = lazy(async () => ({ default: (await import('./bar-chart')).BarChart }));

export function LazyBarChart(props: ComponentProps<typeof Bar>) {
  return (
    <Suspense fallback={<div className={CHART_PLACEHOLDER_CLASS} />}>
      <Bar {...props} />
    </Suspense>
  );
}
