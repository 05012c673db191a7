import { createContext, useContext } from 'react';
// The one place it is used directly: everything else redirects through `Redirect`.
// eslint-disable-next-line no-restricted-imports
import { Navigate, useHref } from 'react-router';

/**
 * Set by the server's render (entry-server.tsx) to learn where a page sends its visitor: React
 * Router's `<Navigate>` does nothing there, and the page would be an empty frame.
 */
export const ServerRedirectContext = createContext<{ to?: string } | null>(null);

/**
 * Sends the visitor on from the page's first render (a guard, an old address): in the browser as
 * `<Navigate replace>`; on the server by answering with a redirect to the same address.
 */
export function Redirect({
  to,
  browserOnly = false,
}: {
  to: string;
  /**
   * The reason is the browser's own (its history's state, which a reload keeps): the server
   * renders nothing here and leaves the decision to the browser.
   */
  browserOnly?: boolean;
}) {
  const server = useContext(ServerRedirectContext);
  // With the router's basename: /hi/… for a Hindi page.
  const href = useHref(to);
  if (!server) return <Navigate to={to} replace />;
  if (!browserOnly) server.to ??= href;
  return null;
}
