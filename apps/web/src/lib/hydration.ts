// The one place it is used directly: everything else reads through useClientStore.
// eslint-disable-next-line no-restricted-imports
import { useSyncExternalStore } from 'react';

/**
 * The browser's take-over of the page the server rendered (main.tsx): the page's frame in one
 * task, then each part that waits for its turn (components/hydrate-later.tsx), parts within
 * parts too, in a task of its own. A task over 50 ms is one a slow phone answers no tap during,
 * and counts towards Total Blocking Time.
 */
/** True from the start for a page the browser renders itself. */
let isTakenOver = true;
const takenOverListeners = new Set<() => void>();

/** The parts waiting for their turn, in the order they asked. */
const waiting: (() => void)[] = [];

/**
 * A new task: a message posted to itself, as React's scheduler yields. Unlike `setTimeout` it
 * is not held back to 4 ms after a few turns, nor stopped by a test's fake clock.
 */
let nextTask: (() => void) | undefined;
let isNextTaskPosted = false;

function postNextTask() {
  if (isNextTaskPosted) return;
  isNextTaskPosted = true;
  nextTask!();
}

function finishTakeOver() {
  isTakenOver = true;
  for (const listener of takenOverListeners) listener();
}

/**
 * One part's turn. The take-over ends in a task after the last part's: the part renders after
 * its turn (a microtask of this task), and may hold parts of its own that then ask for theirs.
 */
function takeOverNext() {
  isNextTaskPosted = false;
  const next = waiting.shift();
  if (!next) return finishTakeOver();
  next();
  postNextTask();
}

/**
 * True while the browser takes over the page the server rendered (main.tsx): its first task and
 * the turn of every part that waits (components/hydrate-later.tsx).
 */
export const isHydrating = () => !isTakenOver;

/** Runs the (synchronous) hydration of the page; parts that wait take their turns after it. */
export function hydrating(work: () => void) {
  isTakenOver = false;
  try {
    work();
  } finally {
    if (!waiting.length) finishTakeOver();
  }
}

/** Resolves when the part asking (during the take-over) is to be taken over. */
export function turnOfPart(): Promise<void> {
  nextTask ??= (() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = takeOverNext;
    return () => channel.port2.postMessage(null);
  })();
  return new Promise((resolve) => {
    waiting.push(resolve);
    postNextTask();
  });
}

const onTakenOver = (listener: () => void) => {
  takenOverListeners.add(listener);
  return () => takenOverListeners.delete(listener);
};

/** Calls `listener` once the whole page is the browser's: at once if it is already. */
export function whenTakenOver(listener: () => void): () => void {
  if (isTakenOver) {
    listener();
    return () => undefined;
  }
  return onTakenOver(listener);
}

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
