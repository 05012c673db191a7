import { useSyncExternalStore } from 'react';

const isLoaded = () => document.readyState === 'complete';

/** Runs `task` once the page has loaded: at once if it has. */
export function afterLoad(task: () => void) {
  if (isLoaded()) task();
  else window.addEventListener('load', task, { once: true });
}

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page has fired its load event: false in the server's render, and so while the
 * browser hydrates it. What waits for it is not in the rendered page.
 */
export const usePageLoaded = () => useSyncExternalStore(subscribe, isLoaded, () => false);
