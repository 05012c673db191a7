import { Outlet, useMatches } from 'react-router';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { LanguageOffer } from '@/components/language-offer';
import { SkipLink } from '@/components/skip-link';
import { TopBar } from '@/components/top-bar';
import { useUser } from '@/lib/session';
import { useLogout } from '@/features/auth/api/logout';
import { siteNameOf, useSiteConfig } from '@/lib/site-config';
import type { RouteHandle } from '../route-handle';

/** The chrome around every page: top bar, header, main landmark, footer. */
export function SiteLayout() {
  const { user, isPending } = useUser();
  const logout = useLogout();
  const siteConfig = useSiteConfig();
  const siteName = siteNameOf(siteConfig);
  const isFocused = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.isFocused);

  // A focused screen keeps only the main landmark (RootLayout moves focus to it on navigation).
  if (isFocused)
    return (
      <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
        <Outlet />
      </main>
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LanguageOffer />
      <TopBar config={siteConfig} />
      <Header
        user={user}
        isSessionPending={isPending}
        onLogout={() => logout.mutate()}
        siteName={siteName}
        logo={siteConfig?.general?.siteLogo}
      />
      {/* At least a screen tall: the footer starts below the fold, so a page that renders after
          its data arrives does not push a visible footer down (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer config={siteConfig} siteName={siteName} />
    </div>
  );
}
