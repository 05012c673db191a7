/** Keep in step with the inline script in index.html, which applies the same rule before React loads. */
export const THEME_STORAGE_KEY = 'academy-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : 'system';
  } catch {
    return 'system';
  }
}

/** False when storage is blocked (private mode). */
function storeTheme(theme: Theme): boolean {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

/** A choice that storage refused: it lasts for this page only. */
let unsaved: Theme | undefined;
const listeners = new Set<() => void>();

/**
 * The visitor's choice as an external store rather than state: the server renders without
 * storage, and React hydrates with the server's answer ('system') before it reads the stored one.
 */
export const themeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Theme => unsaved ?? readStoredTheme(),
  getServer: (): Theme => 'system',
  set(theme: Theme): void {
    unsaved = storeTheme(theme) ? undefined : theme;
    for (const listener of listeners) listener();
  },
};

export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Calls back whenever the operating system switches between light and dark. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
