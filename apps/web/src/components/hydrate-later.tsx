import { useEffect, useState, type HTMLAttributes } from 'react';
import { isHydrating } from '@/lib/hydration';

/** Time the browser gets before a deferred part is built anyway (a phone busy for that long). */
const IDLE_TIMEOUT_MS = 1000;

type Tag = 'footer' | 'section' | 'div';

/**
 * A part of the server's page that the browser takes over after the rest, in a task of its own.
 * The browser hydrates the whole page in one task, and a slow phone answers no tap during it: a
 * part a visitor does not need at once (the footer) comes later, when the browser is idle.
 * Meanwhile its markup stays as the server sent it (hydration leaves the children of an element
 * with `dangerouslySetInnerHTML` alone), and its links already work as plain links; then its
 * children are rendered afresh in its place.
 */
export function HydrateLater({ as, ...props }: HTMLAttributes<HTMLElement> & { as: Tag }) {
  const Element = as as 'div';
  const [isWaiting, setWaiting] = useState(isHydrating);

  useEffect(() => {
    if (!isWaiting) return;
    const done = () => setWaiting(false);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 0);
    return () => window.clearTimeout(id);
  }, [isWaiting]);

  if (isWaiting) {
    const { children: _kept, ...attributes } = props;
    return <Element {...attributes} dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return <Element {...props} />;
}
