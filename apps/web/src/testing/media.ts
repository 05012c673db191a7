/** A controllable `window.matchMedia` for jsdom, which has none. */
type Listener = (event: MediaQueryListEvent) => void;

const listeners = new Map<string, Set<Listener>>();
let systemDark = false;

const matches = (query: string) => query.includes('prefers-color-scheme: dark') && systemDark;

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_type: string, listener: Listener) => {
        listeners.get(query)?.delete(listener);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** Flips the operating system's dark preference and notifies listeners. */
export function setSystemDark(dark: boolean): void {
  systemDark = dark;
  for (const [query, set] of listeners) {
    for (const listener of set) {
      listener({ matches: matches(query), media: query } as MediaQueryListEvent);
    }
  }
}

export function resetMatchMedia(): void {
  systemDark = false;
  listeners.clear();
}
