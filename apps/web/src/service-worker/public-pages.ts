import { splitLocale } from '@academy/contract/locales';
import { ROUTE_PATHS } from '../app/route-paths';

/** The route table's public paths as patterns (`/course/:id` matches `/course/abc`). */
const PUBLIC_PATTERNS = ROUTE_PATHS.public
  .filter((path) => path !== '*')
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`));

/** A page anyone may open, and that looks the same to every visitor, in any language. */
export const isPublicPage = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return PUBLIC_PATTERNS.some((pattern) => pattern.test(path));
};
