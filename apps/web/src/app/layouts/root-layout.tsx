import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { useFontsFromNextPage } from '@/lib/fonts';
import { useRememberVisitedPages } from '@/lib/offline/remember-page';
import { siteNameOf, useSiteConfig } from '@/lib/site-config';
import { routeTitle, type RouteHandle } from '../route-handle';
import { SiteLayout } from './site-layout';

function useDocumentTitle() {
  const siteName = siteNameOf(useSiteConfig());
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const descriptor = match ? routeTitle(match.handle as RouteHandle, match.params) : undefined;
  const { i18n } = useLingui();
  const title = descriptor && i18n._(descriptor);
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}

/**
 * The General tab's favicon replaces the page's icon on the client, so the server's HTML (and
 * its cache) need not know about it; without one the built-in icon stays.
 */
function useFavicon() {
  const favicon = useSiteConfig()?.general?.siteFavicon;
  useEffect(() => {
    const link = document.querySelector('link[rel="icon"]');
    if (!link || !favicon) return;
    link.setAttribute('href', favicon);
    // The built-in icon's type (SVG) would make the browser skip a PNG or ICO.
    link.removeAttribute('type');
  }, [favicon]);
}

/** Every route change starts at the top, with focus on the new page's content. */
function useResetOnRouteChange() {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    // Screen reader and keyboard users continue from the new content, not a vanished link.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Top of the tree: the site's chrome around the page, drawn at once. Who is signed in is awaited
 * only where it matters: the header's account menu, and the pages behind a guard (decisions §88),
 * so a page kept for offline use opens without the network. One route for both: every route of the table repeats its ancestors, and the router
 * compiles a pattern for each of them, in the browser as the page starts (decisions §76).
 */
export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  useFavicon();
  useResetOnRouteChange();
  useRememberVisitedPages();
  useFontsFromNextPage();

  return (
    <>
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
          <div className="h-full w-1/3 animate-progress bg-primary" />
        </div>
      )}
      <SiteLayout />
    </>
  );
}
