import { ROLES, homePathOf } from './roles.ts';

/**
 * Where a visitor sent to log in goes back to: in the login page's address (`/login?from=…`), so
 * a link the server rendered carries it before the page's script runs, a reload keeps it, the
 * server's own redirect to the login page can say it (web: lib/redirect.tsx), and the login form
 * posted without a script is sent on to it (server: modules/native-forms).
 */
const PARAM = 'from';
/** For the server's page cache: the one parameter the sign-in pages read. */
export const RETURN_PARAM = PARAM;

/** The login page's address for a visitor who was on `from` (a path inside the app). */
export const loginPath = (from: string) => `/login?${new URLSearchParams({ [PARAM]: from })}`;

/**
 * The path to go back to, from an address's query; null unless it is a path inside this app
 * (`//host` and `/\host` are other sites to a browser).
 */
export function returnPathOf(search: string | URLSearchParams): string | null {
  const from = new URLSearchParams(search).get(PARAM);
  return from?.startsWith('/') && !/^\/[/\\]/.test(from) ? from : null;
}

/**
 * The query the sign-in pages hand on to each other (their links, their forms): the return path
 * alone, so a page the server kept for every visitor (whatever else their address held) links
 * the same for all of them.
 */
export function returnSearch(search: string | URLSearchParams): string {
  const from = returnPathOf(search);
  return from ? `?${new URLSearchParams({ [PARAM]: from })}` : '';
}

/** The page that asks for a new password before anything else (decisions §54's reset). */
export const CHOOSE_PASSWORD_PATH = '/choose-password';

/**
 * Where someone goes once signed in, however they got there (the login, a registration, a
 * confirmed number), in the app and in the forms posted without a script (native-forms): a
 * password someone else chose is replaced first, then the page they were sent to log in from,
 * else their own home. `user` null is a sign-up whose answer carries no user: a student.
 */
export function pathAfterSignIn(
  user: { roles: number; mustChangePassword?: boolean } | null | undefined,
  search: string | URLSearchParams,
): string {
  if (user?.mustChangePassword) return CHOOSE_PASSWORD_PATH;
  return returnPathOf(search) ?? homePathOf(user?.roles ?? ROLES.student);
}
