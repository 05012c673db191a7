/**
 * `react` as the browser build sees it (decisions §61): Preact's compatibility layer, plus the one
 * React 19 hook React Router's `RouterProvider` imports that the layer lacks. The router only calls
 * the hook's setter when `useTransitions` is set, which this app never sets, so the hook is the
 * plain state it wraps.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

export const useOptimistic = <State>(state: State): [State, (action: unknown) => void] => [
  state,
  () => undefined,
];
