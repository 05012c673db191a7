import { Suspense, type ReactNode } from 'react';
import { isHydrating } from '@/lib/hydration';

/**
 * Parts of the server's page waiting to be taken over, in page order. Each is taken over in a
 * task of its own: a task over 50 ms is one a slow phone answers no tap during, and counts
 * towards Total Blocking Time.
 */
const waiting: (() => void)[] = [];

function takeOverNext() {
  waiting.shift()?.();
  if (waiting.length) setTimeout(takeOverNext, 0);
}

function turnOf(): Promise<void> {
  return new Promise((resolve) => {
    if (waiting.push(resolve) === 1) setTimeout(takeOverNext, 0);
  });
}

/**
 * Suspends while the page is taken over: thrown during hydration, the promise makes Preact keep
 * this part's server markup as it is, and hydrate it when the promise settles (its suspended
 * hydration). The render that follows is no longer inside the take-over, and renders the part.
 */
function Deferred({ children }: { children: ReactNode }) {
  if (isHydrating()) throw turnOf();
  return children;
}

/**
 * A part of a page the browser takes over after the rest, each part in a task of its own
 * (decisions §62, §63). The browser would otherwise hydrate the whole page in one task. Until
 * its turn the part is the server's markup: seen, its links working as plain links. Its
 * children must render one element (the markup Preact keeps is one node). Outside the page's
 * first take-over (a page the app navigates to) it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
