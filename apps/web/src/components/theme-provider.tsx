import { createContext, useContext, useEffect, type ReactNode, useSyncExternalStore } from 'react';
import { applyTheme, themeStore, watchSystemTheme, type Theme } from '@/lib/theme';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServer);

  useEffect(() => {
    // While hydrating, `theme` is still the server's 'system'; the page keeps the visitor's own
    // choice, which the inline script in index.html has already applied.
    const current = themeStore.get();
    applyTheme(current);
    if (current !== 'system') return;
    // 'system' follows the operating system live, not only at load.
    return watchSystemTheme(() => applyTheme('system'));
  }, [theme]);

  return (
    <ThemeContext.Provider value={{ theme, setTheme: themeStore.set }}>
      {children}
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
