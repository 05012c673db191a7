import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isDataSaverOn } from './data-saver';

/** Keep in step with index.html's script, which sets the class before the first paint. */
const KEY = 'academy-fonts';
const CLASS = 'fonts';

let fetched = false;

/**
 * Fetches Mukta once the page has loaded, for the pages after it (decisions §70): asked for
 * during the first page, its two files (44 KB) shared a slow line with the stylesheet, the largest
 * picture and the script, for text that, `optional`, mostly drew in the fallback anyway. Not with
 * data saver on: the fallback is sized to it and costs nothing.
 */
export async function fetchFontsForNextPages() {
  if (document.documentElement.classList.contains(CLASS) || isDataSaverOn()) return;
  const mukta = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Mukta');
  try {
    await Promise.all(mukta.map((face) => face.load()));
  } catch {
    return; // Offline, or the files gone with a new version: the next page tries again.
  }
  fetched = true;
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: this visit's next pages still show them (below).
  }
}

/**
 * The fonts from the next route on, once fetched: a new page is laid out anyway, where this one
 * would move under the reader's eyes.
 */
export function useFontsFromNextPage() {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (fetched && pathname !== firstPage.current) document.documentElement.classList.add(CLASS);
  }, [pathname]);
}
