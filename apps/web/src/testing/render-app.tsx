import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { User } from '@academy/contract/auth';
import type { Locale } from '@academy/contract/locales';
import { ROLES, type Role } from '@academy/contract/roles';
import type { SiteConfig } from '@academy/contract/site-config';
import { AppProvider } from '@/app/provider';
import { findSignedInAreas, startRoutes } from '@/app/router';
import { meQueryKey } from '@/lib/session';
import { siteConfigQueryKey } from '@/lib/site-config';
import { seedFromPage } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { testI18n } from './i18n';

export function makeUser(roles: Role = ROLES.student, overrides: Partial<User> = {}): User {
  return {
    userId: roles === ROLES.admin ? 'admin-1' : 'student-1',
    name: roles === ROLES.admin ? 'Asha Admin' : 'Ravi Kumar',
    phone: '+919876543210',
    roles,
    school: 'City School',
    class: '10',
    stream: null,
    gender: 'Male',
    email: null,
    state: null,
    address: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    mustChangePassword: false,
    ...overrides,
  };
}

interface RenderAppOptions {
  user?: User | null;
  /** Leave the session unknown, so the app asks GET /api/auth/me as it does at start. */
  askServer?: boolean;
  /** The tabs an admin has saved; the others stay null. */
  siteConfig?: Partial<SiteConfig>;
  locale?: Locale;
}

/**
 * The app's router in memory at `path`, with the session already known: as in the browser, it
 * starts with the visitor's pages and finds the signed-in areas on the way to one.
 */
export function renderApp(
  path: string,
  { user = null, askServer = false, siteConfig = {}, locale = 'en' }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient();
  // As main.tsx does: what a test put in the page reaches the cache first.
  seedFromPage(queryClient);
  // askServer: leave the session unknown, so the app asks GET /api/auth/me as it does at start.
  if (!askServer) queryClient.setQueryData(meQueryKey, user);
  // The server inlines the site settings into every page, so they are known from the start.
  queryClient.setQueryData<SiteConfig>(siteConfigQueryKey, {
    general: null,
    contact: null,
    social: null,
    home: null,
    accounts: null,
    business: null,
    ...siteConfig,
  });
  const router = createMemoryRouter(startRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: findSignedInAreas(),
  });
  const events = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} i18n={testI18n(locale)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, events };
}
