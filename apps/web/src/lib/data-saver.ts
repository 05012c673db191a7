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

const YOUTUBE_THUMBNAIL = /^https:\/\/i\.ytimg\.com\/vi\/([\w-]{6,20})\/[a-z]*default\.jpg$/;

/** YouTube's thumbnail sizes, smallest first, for a `srcset`. */
const YOUTUBE_SIZES = [
  ['mqdefault', 320],
  ['hqdefault', 480],
  ['sddefault', 640],
] as const;

/**
 * The `src`/`srcSet` for an image: a YouTube thumbnail offers its sizes so the browser takes the
 * smallest that fills the space, or only the smallest with data saver on. Other images as given.
 */
export function imageSources(src: string, dataSaver: boolean): { src: string; srcSet?: string } {
  const match = YOUTUBE_THUMBNAIL.exec(src);
  if (!match) return { src };
  const url = (name: string) => `https://i.ytimg.com/vi/${match[1]}/${name}.jpg`;
  if (dataSaver) return { src: url('mqdefault') };
  return {
    src: url('hqdefault'),
    srcSet: YOUTUBE_SIZES.map(([name, width]) => `${url(name)} ${width}w`).join(', '),
  };
}
