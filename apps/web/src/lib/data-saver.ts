import { useClientStore } from './hydration';

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
 * Data saver, a preference of this device (a phone on a small data pack, not the account): the
 * smallest useful images. The server renders with it off, and the page follows once it runs.
 */
export function useDataSaver(): boolean {
  return useClientStore(
    (onChange) => {
      listeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    isDataSaverOn,
    () => false,
  );
}
