import { createContext, useContext } from 'react';

/**
 * The site's own address, for structured data that must name it in full: the browser's, or on
 * the server the address the request came to (provided by entry-server.tsx).
 */
export const SiteOriginContext = createContext(
  typeof window === 'undefined' ? '' : window.location.origin,
);

export const useSiteOrigin = (): string => useContext(SiteOriginContext);
