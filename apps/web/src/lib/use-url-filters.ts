import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL query, so a filtered list can be shared and survives reload. Setting a
 * value to '' removes it; any change other than the page goes back to page 1.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
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
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
