// Runs before the first paint: applies the stored theme so the page never flashes the wrong one.
// Keep in step with src/lib/theme.ts (same key and values).
/* global window, document */
(function () {
  var theme = 'system';
  try {
    var stored = localStorage.getItem('academy-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage blocked: fall back to the system preference.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
