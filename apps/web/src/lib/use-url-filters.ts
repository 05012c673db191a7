import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Marks a history entry made by typing a search (router state). */
const TYPED = 'typedSearch';

const wasTyped = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[TYPED] === true;

export interface UrlFilterOptions {
  /**
   * The change comes from typing in a search box: it makes one history entry, which later pauses
   * of the same typing replace, so Back does not step back through every half-typed word.
   */
  typing?: boolean;
}

/**
 * Filters kept in the URL query, so a filtered list can be shared and survives reload. Setting a
 * value to '' removes it; any change other than the page goes back to page 1. Every change is a
 * history entry: Back returns to the previous page of results, filter or search.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  // Read when the change is made, so `update` keeps one identity across navigations.
  const typedEntry = useRef(wasTyped(state));
  useEffect(() => {
    typedEntry.current = wasTyped(state);
  }, [state]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, options: UrlFilterOptions = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === '1'))
              next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        {
          replace: Boolean(options.typing) && typedEntry.current,
          state: options.typing ? { [TYPED]: true } : null,
          // The list's page decides where to scroll (see `showNewPage`); filters stay in view.
          preventScrollReset: true,
        },
      ),
    [setParams],
  );
  return [params, update] as const;
}

/**
 * After Previous or Next: the new page starts at the top, and keyboard and screen reader users
 * continue from the list rather than from the button at its foot.
 */
export function showNewPage(list: HTMLElement | null) {
  window.scrollTo({ top: 0, behavior: 'instant' });
  list?.focus({ preventScroll: true });
}
