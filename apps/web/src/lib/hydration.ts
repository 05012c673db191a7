let isTakingOver = false;

/** True while the browser takes over the page the server rendered (main.tsx), and only then. */
export const isHydrating = () => isTakingOver;

/** Runs the (synchronous) hydration of the page with `isHydrating()` true. */
export function hydrating(work: () => void) {
  isTakingOver = true;
  try {
    work();
  } finally {
    isTakingOver = false;
  }
}
