import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, localePath, type Locale } from '@academy/contract/locales';
import { rememberLocale, useLocale } from '@/lib/i18n/locale';
import { cn } from '@/lib/utils';
import { LocaleName } from './locale-name';

/** The address of the page being shown, in `locale` (the router's path has no prefix). */
function usePageIn(locale: Locale) {
  const { pathname, search } = useLocation();
  return localePath(locale, pathname) + search;
}

function LocaleLink({ locale, className }: { locale: Locale; className?: string }) {
  const href = usePageIn(locale);
  const current = useLocale();
  return (
    // A whole page load: the other language's page comes from the server, in that language.
    <a
      href={href}
      lang={locale}
      hrefLang={locale}
      aria-current={locale === current ? 'true' : undefined}
      onClick={() => rememberLocale(locale)}
      className={className}
    >
      <LocaleName locale={locale} />
    </a>
  );
}

/** The header's link to the page in the other language. */
export function LanguageLink({ className }: { className?: string }) {
  const current = useLocale();
  const other = LOCALES.find((locale) => locale !== current)!;
  return (
    <LocaleLink
      locale={other}
      className={cn(
        'inline-flex h-9 items-center rounded-md px-2.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    />
  );
}

/** Every language side by side, the current one marked (the mobile menu, the settings). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="inline-flex items-center rounded-full border p-0.5">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <LocaleLink
              locale={locale}
              className="inline-flex h-8 items-center rounded-full px-3 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:bg-accent aria-[current=true]:text-accent-foreground"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
