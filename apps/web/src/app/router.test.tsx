import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { ROUTE_PATHS } from './route-paths';
import { routes } from './route-table';
import {
  createAppRouter,
  findSignedInAreas,
  loadRoutesOnTheWayTo,
  routesOnTheWayTo,
  startRoutes,
} from './router';
import { makeUser, renderApp } from '@/testing/render-app';

describe('route guards', () => {
  it('sends a visitor from a protected page to /login, remembering the origin', async () => {
    const { router } = renderApp('/admin/dashboard?tab=1');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fadmin%2Fdashboard%3Ftab%3D1');
  });

  it('sends a visitor from a signed-in page (/settings) to /login', async () => {
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.search).toBe('?from=%2Fsettings');
  });

  it('sends a student away from admin pages to /unauthorized', async () => {
    const { router } = renderApp('/admin/upload/notes', { user: makeUser(ROLES.student) });
    expect(await screen.findByText('You are not supposed to be here.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('sends an admin away from student pages to /unauthorized', async () => {
    const { router } = renderApp('/student/my-courses', { user: makeUser(ROLES.admin) });
    await screen.findByText('You are not supposed to be here.');
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets each role into its own pages and any signed-in user into /profile', async () => {
    renderApp('/admin/dashboard', { user: makeUser(ROLES.admin) });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('sends a user who must replace a set password to /choose-password first', async () => {
    const user = makeUser(ROLES.admin, { mustChangePassword: true });
    const { router } = renderApp('/admin/dashboard', { user });
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/choose-password');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('lets a student open /profile', async () => {
    renderApp('/profile', { user: makeUser(ROLES.student) });
    expect(await screen.findByRole('heading', { name: 'Hello, Ravi Kumar' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login and /register to /', async () => {
    const { router } = renderApp('/login', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: /Learn with teachers/ })).toBeInTheDocument();
  });

  it('Go Back on /unauthorized goes home when there is no history', async () => {
    const { router, events } = renderApp('/unauthorized');
    await events.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('route table', () => {
  it('redirects /home to /', async () => {
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: /Learn with teachers/ });
    expect(router.state.location.pathname).toBe('/');
  });

  it('names program pages and rejects unknown programs', async () => {
    renderApp('/courses/ca-foundation');
    expect(await screen.findByRole('heading', { name: 'CA Foundation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('CA Foundation · Academy'));
  });

  it('shows a 404 for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a 404 for an unknown program', async () => {
    renderApp('/courses/astrology');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows Login and Sign Up to visitors and the avatar to signed-in users', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { name: /^About/, level: 1 });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('gives admins the upload menu, and one way into the admin area from the avatar', async () => {
    const { events } = renderApp('/about', { user: makeUser(ROLES.admin) });
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeInTheDocument();
    const avatar = screen.getByRole('button', { name: 'Account menu for Asha Admin' });
    expect(avatar).toHaveTextContent('A');
    await events.click(avatar);
    expect(await screen.findByRole('menuitem', { name: 'Admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // The admin area's own menu lists the rest.
    for (const name of ['Site settings', 'Manage students', 'Payments', 'Audit log', 'Mock tests'])
      expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
  });

  it.each([
    [ROLES.teacher, 'Teacher', '/teacher'],
    [ROLES.parent, 'Parent', '/parent'],
  ])(
    'gives role %i its own home, and neither the student menu nor the admin one',
    async (role, label, home) => {
      const { events, router } = renderApp('/about', {
        user: makeUser(role, { name: 'Meera Joshi', school: null, class: null, gender: null }),
      });
      await events.click(
        await screen.findByRole('button', { name: 'Account menu for Meera Joshi' }),
      );
      expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'Timetable' })).toBeInTheDocument();
      for (const name of ['My courses', 'My tests', 'Admin dashboard'])
        expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
      await events.keyboard('{Escape}');
      await router.navigate('/dashboard');
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
    },
  );
});

describe('the route the server names in a rendered page', () => {
  const handler = createStaticHandler(routes, { basename: '/hi' });
  const serverRoute = async (address: string) => {
    const context = await handler.query(new Request(`https://academy.test${address}`));
    if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
    return context.matches.at(-1)!.route.id;
  };

  it.each([
    '/hi',
    '/hi/courses/class-9-10',
    '/hi/course/7d3c0e0a-6a57-4cbe-9d1e-2f1f3c1f0b11',
    '/hi/register',
    '/hi/pyqs',
    '/hi/no-such-page',
  ])('leads the browser to the routes of %s its router would match', async (address) => {
    const named = routesOnTheWayTo(await serverRoute(address));
    const matched = matchRoutes(startRoutes, address, '/hi')!.map((match) => match.route);
    expect(named).toHaveLength(matched.length);
    named.forEach((route, i) => expect(route).toBe(matched[i]));
  });

  it("names none of the browser's starting routes for a signed-in page", async () => {
    // A visitor is sent to sign in from it; a signed-in user's page is drawn by the browser.
    for (const address of ['/hi/admin/dashboard', '/hi/student/my-courses/42', '/hi/tests/7'])
      expect(routesOnTheWayTo(await serverRoute(address))).toEqual([]);
  });

  it('starts a router on the page it takes over, with no navigation of its own', async () => {
    window.history.replaceState(null, '', '/hi/courses/class-9-10');
    // As main.tsx does before it hydrates: the code of the routes the server named.
    await loadRoutesOnTheWayTo(await serverRoute('/hi/courses/class-9-10'));
    const router = createAppRouter('hi', { hydrate: true });
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)!.route.path).toBe('courses/:program');
    // Not told so, it would look for the signed-in areas first.
    const untold = createAppRouter('hi');
    expect(untold.state.initialized).toBe(false);
    for (const each of [router, untold]) each.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('leads nowhere from an id that names no route', () => {
    for (const id of ['', '0-99', '7', '0--1', '0-x', '../0'])
      expect(routesOnTheWayTo(id)).toEqual([]);
  });
});

describe('the signed-in areas, found on the way', () => {
  const pagesOf = (router: ReturnType<typeof createMemoryRouter>) =>
    router.routes[0]!.children![0]!.children!;
  const startAt = (path: string) =>
    createMemoryRouter(startRoutes, {
      initialEntries: [path],
      patchRoutesOnNavigation: findSignedInAreas(),
    });

  it.each(
    Object.entries(ROUTE_PATHS)
      .filter(([group]) => group !== 'public')
      .flatMap(([, paths]) => paths.map((path) => path.replaceAll(/:\w+/g, '42'))),
  )('finds %s from a visitor page', async (address) => {
    const router = startAt('/about');
    expect(pagesOf(router)).toHaveLength(startRoutes[0]!.children![0]!.children!.length);
    await router.navigate(address);
    expect(router.state.matches.at(-1)!.route.path).not.toBe('*');
  });

  it('fetches no area for a visitor page with a parameter in its address', async () => {
    const router = startAt('/');
    const before = pagesOf(router).length;
    await router.navigate('/course/42');
    expect(router.state.matches.at(-1)!.route.path).toBe('course/:id');
    await router.navigate('/courses/class-9-10');
    // Nor for an address such a page matches only the start of: no signed-in page's begins so.
    await router.navigate('/course/42/lessons');
    expect(router.state.matches.at(-1)!.route.path).toBe('*');
    expect(pagesOf(router)).toHaveLength(before);
    // An address nothing matches but the catch-all: the areas are looked in, once.
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)!.route.path).toBe('*');
    const withAreas = pagesOf(router).length;
    expect(withAreas).toBeGreaterThan(before);
    await router.navigate('/nor/this');
    expect(pagesOf(router)).toHaveLength(withAreas);
  });
});
