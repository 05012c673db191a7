import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { localeBase, type Locale } from '@academy/contract/locales';
import type { ProgramSlug } from '@academy/contract/programs';
import type { ResourceKind } from '@academy/contract/resources';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { VIDEO_SECTION_TITLES } from '@/lib/i18n/video-section-names';
import { GuestOnly } from './guards/guest-only';
import { RootLayout } from './layouts/root-layout';
import { pageRoute, visitorRoute, withMessageTables } from './page-route';
import { RouteError } from './routes/route-error';
import { Redirect } from '@/lib/redirect';

// Every page is its own chunk, loaded by the data router before the route renders.

/** A study-material list: the same page for textbooks, solutions and papers. */
const resourcesRoute = (path: string, title: MessageDescriptor, kind: ResourceKind) =>
  visitorRoute(path, title, async () => {
    const { ResourcesRoute } = await import('./routes/study-routes');
    return () => <ResourcesRoute kind={kind} />;
  });

/** The route the signed-in areas join, beside the visitor's pages. */
const PAGES_ROUTE_ID = 'pages';

/**
 * Every page a visitor may open, and the catch-all after them: each table gets copies of its own
 * (`withMessageTables`), whose code the browser fills in as it starts (`loadRoutesOnTheWayTo`).
 */
const visitorPages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
  },
  { path: 'home', element: <Redirect to="/" /> },

  {
    element: <GuestOnly />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./layouts/auth-layout')).AuthLayout,
        }),
        children: [
          visitorRoute(
            'login',
            msg`Login`,
            async () => (await import('@/features/auth/pages/login-page')).LoginPage,
          ),
          pageRoute(
            'confirm-phone',
            msg`Confirm your phone number`,
            async () => (await import('@/features/auth/pages/confirm-phone-page')).ConfirmPhonePage,
          ),
          pageRoute(
            'forgot-password',
            msg`Forgot password`,
            async () =>
              (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
          ),
          visitorRoute(
            'register',
            msg`Register`,
            async () => (await import('@/features/auth/pages/register-page')).RegisterPage,
          ),
        ],
      },
    ],
  },

  visitorRoute(
    'contact',
    msg`Contact`,
    async () => (await import('./routes/contact-route')).ContactRoute,
  ),
  visitorRoute('about', msg`About`, async () => (await import('./routes/about-route')).AboutRoute),
  visitorRoute(
    'useful-links',
    msg`Useful links`,
    async () => (await import('@/features/links/pages/useful-links-page')).UsefulLinksPage,
  ),
  pageRoute(
    'saved',
    msg`Saved for offline`,
    async () => (await import('@/features/offline/pages/saved-page')).SavedPage,
  ),
  visitorRoute(
    'courses',
    msg`Courses`,
    async () => (await import('./routes/catalogue-route')).CatalogueRoute,
  ),
  visitorRoute(
    'courses/:program',
    (params) => PROGRAM_NAMES[params.program as ProgramSlug]?.label ?? msg`Page not found`,
    async () => (await import('./routes/program-page')).ProgramPage,
  ),
  visitorRoute(
    'course/:id',
    msg`Course`,
    async () => (await import('./routes/course-detail-route')).CourseDetailRoute,
  ),
  visitorRoute('notes', msg`Notes`, async () => (await import('./routes/study-routes')).NotesRoute),
  resourcesRoute('ncert-textbooks', msg`NCERT Textbooks`, 'textbook'),
  resourcesRoute('ncert-solutions', msg`NCERT Solutions`, 'solution'),
  resourcesRoute('pyqs', msg`Previous year papers`, 'paper'),
  pageRoute(
    'videos/:section',
    (params) => VIDEO_SECTION_TITLES[params.section ?? ''] ?? msg`Page not found`,
    async () => (await import('./routes/video-library-route')).VideoLibraryRoute,
  ),
  visitorRoute(
    'tests',
    msg`Tests`,
    async () => (await import('@/features/mock-tests/pages/tests-page')).TestsPage,
  ),
  pageRoute(
    'unauthorized',
    msg`Access denied`,
    async () => (await import('./routes/unauthorized')).UnauthorizedPage,
  ),
  // Outside RequireAuth, which sends a user who must choose a password here.
  pageRoute(
    'choose-password',
    msg`Choose a new password`,
    async () => (await import('@/features/auth/pages/choose-password-page')).ChoosePasswordPage,
  ),

  pageRoute(
    '*',
    msg`Page not found`,
    async () => (await import('./routes/not-found')).NotFoundPage,
  ),
];

/**
 * The site's route table, with `areas` (signed-in-routes.tsx) after the visitor's pages. The
 * server renders from the whole table (route-table.ts); a browser's router starts without the
 * areas and finds them on the way to one (decisions §77). The router knows a route by its place
 * in the table (`0-0-12`): with the areas last, every other route keeps its place either way.
 */
export function siteRoutes(areas: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: FullPageSpinner,
      errorElement: <RouteError />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // A page's error shows inside the site's chrome: a boundary around the pages, as a
          // route's own boundary cannot show that its code failed to load.
          errorElement: <RouteError />,
          children: [...visitorPages.map(withMessageTables), ...areas],
        },
      ],
    },
  ];
}

/** The table a browser's router starts with: the visitor's pages only. */
export const startRoutes = siteRoutes([]);

const loadSignedInAreas = async () => (await import('./signed-in-routes')).signedInAreas;

/**
 * Adds the signed-in areas to a router's table on the way to an address its visitor's pages do
 * not match: one only the catch-all matches, or one a page matches only the start of
 * (`/tests/42` by `/tests`). A visitor's page with a parameter (`/course/:id`) needs none: no
 * signed-in page's address begins like one (router.test.tsx checks every such page is found).
 */
export function findSignedInAreas(): PatchRoutesOnNavigationFunction {
  let found = false;
  return async ({ matches, patch, signal }) => {
    const deepest = matches.at(-1)?.route;
    if (found || deepest?.path?.includes(':')) return;
    const areas = await loadSignedInAreas();
    if (signal.aborted) return;
    patch(PAGES_ROUTE_ID, areas);
    found = true;
  };
}

/**
 * The router of a page in `locale`: under `/hi` in Hindi, so every link stays in the language.
 * Taking over a page the server rendered (`hydrate`), with its routes' code loaded, it is told
 * the page is drawn already: else it would start by navigating to its own address again, and on
 * one with a parameter (`/course/:id`) look for the signed-in areas on the way.
 */
export const createAppRouter = (locale: Locale, { hydrate = false } = {}) =>
  createBrowserRouter(startRoutes, {
    basename: localeBase(locale) || undefined,
    patchRoutesOnNavigation: findSignedInAreas(),
    ...(hydrate && { hydrationData: {} }),
  });

/** A page the browser draws is most often a signed-in user's: its area's routes, fetched early. */
export const prefetchSignedInAreas = () => void loadSignedInAreas();

/**
 * Loads the code of the routes on the way to `id` into the browser's starting table, before a
 * router is made from it: a router that had to load them itself would first render its fallback,
 * not the markup the server rendered.
 */
export async function loadRoutesOnTheWayTo(id: string) {
  const lazyRoutes = routesOnTheWayTo(id).filter((route) => route.lazy);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The routes from the top of the table down to the one the router knows as `id`: a route without
 * an id of its own is numbered by its place in the table (`0-4-1`, the fifth child of the first
 * route's second child). None for an id that names no route.
 */
export function routesOnTheWayTo(id: string): RouteObject[] {
  if (!/^\d+(-\d+)*$/.test(id)) return [];
  const found: RouteObject[] = [];
  let level: RouteObject[] | undefined = startRoutes;
  for (const index of id.split('-')) {
    const route: RouteObject | undefined = level?.[Number(index)];
    if (!route) return [];
    found.push(route);
    level = route.children;
  }
  return found;
}
