import type { SiteConfig } from '@academy/contract/site-config';

/** The colour of the icons (apps/web/public/icons) and of the phone's bar around the app. */
export const THEME_COLOUR = '#4338ca';

/** Launchers show about 12 characters under an icon: the name's first word, or its start. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0]!;
  return firstWord.length <= 12 ? firstWord : `${name.slice(0, 11).trimEnd()}…`;
}

/** The web app manifest, named as the academy is in its settings. */
export function appManifest(config: SiteConfig | null, fallbackName: string) {
  const name = config?.general?.siteName || fallbackName;
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: config?.general?.siteDescription,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
