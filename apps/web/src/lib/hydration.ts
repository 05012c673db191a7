// The one place it is used directly: everything else reads through useClientStore.
// eslint-disable-next-line no-restricted-imports
import { useSyncExternalStore } from 'react';

/**
 * The browser's take-over of the page the server rendered (main.tsx): the page itself in one
 * task, then each part that waits for its turn (components/hydrate-later.tsx) in a task of its
 * own. A task over 50 ms is one a slow phone answers no tap during, and counts towards Total
 * Blocking Time.
 */
let isTakingOver = false;
/** True from the start for a page the browser renders itself. */
let isTakenOver = true;
const takenOverListeners = new Set<() => void>();

/** The parts waiting for their turn, in page order. */
const waiting: (() => void)[] = [];

/**
 * A new task: a message posted to itself, as React's scheduler yields. Unlike `setTimeout` it
 * is not held back to 4 ms after a few turns, nor stopped by a test's fake clock.
 */
let nextTask: (() => void) | undefined;

function finishTakeOver() {
  isTakenOver = true;
  for (const listener of takenOverListeners) listener();
}

function takeOverNext() {
  waiting.shift()?.();
  if (waiting.length) nextTask!();
  else finishTakeOver();
}

/** True while the browser takes over the page the server rendered (main.tsx), and only then. */
export const isHydrating = () => isTakingOver;

/** Runs the (synchronous) hydration of the page with `isHydrating()` true. */
export function hydrating(work: () => void) {
  isTakingOver = true;
  isTakenOver = false;
  try {
    work();
  } finally {
    isTakingOver = false;
    if (!waiting.length) finishTakeOver();
  }
}

/** Resolves when the part asking (during the hydration) is to be taken over. */
export function turnOfPart(): Promise<void> {
  nextTask ??= (() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = takeOverNext;
    return () => channel.port2.postMessage(null);
  })();
  return new Promise((resolve) => {
    if (waiting.push(resolve) === 1) nextTask!();
  });
}

const onTakenOver = (listener: () => void) => {
  takenOverListeners.add(listener);
  return () => takenOverListeners.delete(listener);
};

/**
 * `useSyncExternalStore` for a value only the browser knows (a stored theme, a media query): the
 * server's value until the whole page is taken over, the browser's after. Hydration matches
 * markup and never corrects an attribute, so a part taken over later must meet the values the
 * server rendered with; once all of it is the browser's, the change renders as any other.
 */
export function useClientStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const isPageTakenOver = useSyncExternalStore(
    onTakenOver,
    () => isTakenOver,
    () => false,
  );
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return isPageTakenOver ? value : getServerSnapshot();
}
