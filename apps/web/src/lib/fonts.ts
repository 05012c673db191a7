import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isDataSaverOn } from './data-saver';

/** Keep in step with index.html's script, which sets the class before the first paint. */
const KEY = 'academy-fonts';
const CLASS = 'fonts';

const MUKTA = 'Mukta';
/** A Hindi page's next pages set Devanagari in Noto, where the first used the device's (§72). */
const NOTO_DEVANAGARI = 'Noto Sans Devanagari';

let fetched = false;

/**
 * Fetches Mukta once the page has loaded (and on a Hindi page Noto's, §72), for the
 * pages after it (decisions §70): asked for during the first page, Mukta's two files (44 KB)
 * shared a slow line with the stylesheet, the largest picture and the script, for text that,
 * `optional`, mostly drew in the fallback anyway. Not with data saver on: the fallback is sized
 * to Mukta and costs nothing.
 */
export async function fetchFontsForNextPages() {
  if (document.documentElement.classList.contains(CLASS) || isDataSaverOn()) return;
  const families = document.documentElement.lang === 'hi' ? [MUKTA, NOTO_DEVANAGARI] : [MUKTA];
  const faces = [...document.fonts].filter((face) =>
    families.includes(face.family.replace(/["']/g, '')),
  );
  try {
    await Promise.all(faces.map((face) => face.load()));
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
