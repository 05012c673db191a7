import { Suspense, useId, type ReactNode } from 'react';
import { isHydrating, turnOfPart } from '@/lib/hydration';

/** The parts that have had their turn, by their place in the tree. */
const hadTurn = new Set<string>();

/**
 * Suspends once while the page is taken over: thrown during hydration, the promise makes Preact
 * keep this part's server markup as it is, and hydrate it when the promise settles (its
 * suspended hydration). The render that follows finds its turn taken and renders the part; a
 * part inside it asks for a turn of its own.
 */
function Deferred({ children }: { children: ReactNode }) {
  const place = useId();
  if (isHydrating() && !hadTurn.has(place)) {
    throw turnOfPart().then(() => {
      hadTurn.add(place);
    });
  }
  return children;
}

/**
 * A part of a page the browser takes over after the rest, each part in a task of its own
 * (decisions §62). The browser would otherwise hydrate the whole page in one task. Until its
 * turn the part is the server's markup: seen, its links working as plain links. Its children
 * must render one element (the markup Preact keeps is one node). Outside the page's take-over
 * (a page the app navigates to afterwards) it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
