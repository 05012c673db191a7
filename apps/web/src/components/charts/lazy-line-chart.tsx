import { lazy, Suspense, type ComponentProps } from 'react';
import { CHART_PLACEHOLDER_CLASS } from './chart-placeholder';

// The charts load with the first signed-in page that draws one, in a chunk of their own, so no
// public page carries them (decisions §121).
const Line = lazy(async () => ({ default: (await import('./line-chart')).LineChart }));

export function LazyLineChart(props: ComponentProps<typeof Line>) {
  return (
    <Suspense fallback={<div className={CHART_PLACEHOLDER_CLASS} />}>
      <Line {...props} />
    </Suspense>
  );
}
