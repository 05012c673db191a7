import { createContext, useContext, useSyncExternalStore } from 'react';

const KEY = 'data-saver';
const listeners = new Set<() => void>();

/** What the browser asks for: Chrome's "Lite mode" and Android's data saver set `saveData`. */
const browserSavesData = () =>
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/** The device's choice, or the browser's wish when the student has not chosen. */
export function isDataSaverOn(): boolean {
  const chosen = localStorage.getItem(KEY);
  return chosen === null ? browserSavesData() : chosen === 'on';
}

export function setDataSaver(on: boolean) {
  localStorage.setItem(KEY, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

/**
 * Whether the server rendered the page with data saver on: as the browser asked with its
 * `Save-Data` header, which the server can see and the student's own choice it cannot. Provided
 * by entry-server.tsx from the request and by main.tsx from the page (`<html data-save-data>`).
 */
export const RenderedDataSaver = createContext(false);

/**
 * Data saver, a preference of this device (a phone on a small data pack, not the account): the
 * smallest useful images. The page is rendered as the server did until it has been taken over:
 * a picture's sources then change only where the student chose otherwise than their browser.
 */
export function useDataSaver(): boolean {
  const rendered = useContext(RenderedDataSaver);
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    isDataSaverOn,
    () => rendered,
  );
}
