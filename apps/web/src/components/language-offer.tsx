import { useState, useSyncExternalStore } from 'react';
import { Languages, X } from 'lucide-react';
import { LOCALE_COOKIE } from '@academy/contract/locales';
import { currentPageIn, rememberLocale, useLocale } from '@/lib/i18n/locale';

const noChanges = () => () => undefined;

/** Whether a reader who has not chosen yet reads Hindi first, by the browser's languages. */
function prefersHindi() {
  // The languages first: reading document.cookie costs a slow phone milliseconds, at every render.
  if (navigator.languages.at(0)?.toLowerCase().startsWith('hi') !== true) return false;
  return !document.cookie.split('; ').some((c) => c.startsWith(`${LOCALE_COOKIE}=`));
}

/**
 * Offers Hindi to a first-time visitor whose browser asks for it, on an English page: offered,
 * never forced, and asked once (either answer is kept). Written in Hindi whatever the page's
 * language, since it speaks to a Hindi reader. Shown after start-up, never in the server's HTML.
 */
export function LanguageOffer() {
  // The server cannot know the browser's languages: false there and while hydrating.
  const offered = useSyncExternalStore(noChanges, prefersHindi, () => false);
  const [dismissed, setDismissed] = useState(false);
  const locale = useLocale();
  if (locale !== 'en' || !offered || dismissed) return null;
  return (
    <aside
      lang="hi"
      aria-label="भाषा"
      className="border-b bg-secondary text-sm text-secondary-foreground"
    >
      {/* eslint-disable lingui/no-unlocalized-strings -- Hindi on purpose, on English pages */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        <p className="flex-1">यह साइट हिन्दी में भी है।</p>
        <a
          href={currentPageIn('hi')}
          hrefLang="hi"
          onClick={() => rememberLocale('hi')}
          className="font-semibold underline underline-offset-4"
        >
          हिन्दी में देखें
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale('en');
            setDismissed(true);
          }}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-background/60"
        >
          <X aria-hidden="true" className="size-4" /> English में रहें
        </button>
      </div>
      {/* eslint-enable lingui/no-unlocalized-strings */}
    </aside>
  );
}
