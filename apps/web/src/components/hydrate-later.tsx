import { Suspense, type ReactNode } from 'react';
import { isHydrating, turnOfPart } from '@/lib/hydration';

/**
 * Suspends while the page is taken over: thrown during hydration, the promise makes Preact keep
 * this part's server markup as it is, and hydrate it when the promise settles (its suspended
 * hydration). The render that follows is no longer inside the take-over, and renders the part.
 */
function Deferred({ children }: { children: ReactNode }) {
  if (isHydrating()) throw turnOfPart();
  return children;
}

/**
 * A part of a page the browser takes over after the rest, each part in a task of its own
 * (decisions §62). The browser would otherwise hydrate the whole page in one task. Until its
 * turn the part is the server's markup: seen, its links working as plain links. Its children
 * must render one element (the markup Preact keeps is one node). Outside the page's first
 * take-over (a page the app navigates to) it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
