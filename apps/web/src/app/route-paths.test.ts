import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { ADMIN_NAV } from '@/components/admin-nav-items';
import { RequireAuth } from './guards/require-auth';
import { ROUTE_PATHS } from './route-paths';
import { routes } from './route-table';

type Group = keyof typeof ROUTE_PATHS;

/** Who a route lets in: its own guard, else its parent's. */
function groupOf(route: RouteObject, parent: Group): Group {
  const element = route.element;
  if (!isValidElement<{ role?: number | number[] }>(element) || element.type !== RequireAuth) {
    return parent;
  }
  const { role } = element.props;
  if (Array.isArray(role)) return 'staff';
  if (role === ROLES.admin) return 'admin';
  if (role === ROLES.student) return 'student';
  if (role === ROLES.teacher) return 'teacher';
  if (role === ROLES.parent) return 'parent';
  return 'signedIn';
}

/** The full pattern of every route that renders a page, with who may open it. */
function pages(list: RouteObject[], parent = '', parentGroup: Group = 'public'): string[] {
  return list.flatMap((route) => {
    const group = groupOf(route, parentGroup);
    const here =
      route.path === undefined
        ? parent
        : route.path === '*'
          ? '*'
          : `${parent === '/' ? '' : parent}/${route.path}`;
    // A path with children is a page of its own only through an index route.
    const own = route.index || (route.path !== undefined && !route.children) ? [here || '/'] : [];
    return [...own.map((path) => `${group} ${path}`), ...pages(route.children ?? [], here, group)];
  });
}

describe('ROUTE_PATHS', () => {
  it('lists every path of the route table once, under the guard that lets people in', () => {
    const listed = Object.entries(ROUTE_PATHS).flatMap(([group, paths]) =>
      paths.map((path) => `${group} ${path}`),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(pages(routes).sort());
  });

  it('puts every admin page but the index in the admin menu, or under an entry of it', () => {
    const menu = ADMIN_NAV.flatMap((group) => group.items);
    const unreachable = ROUTE_PATHS.admin.filter(
      (path) =>
        path !== '/admin' &&
        !menu.some(
          (item) => item.to === path || (item.coversChildren && path.startsWith(`${item.to}/`)),
        ),
    );
    expect(unreachable).toEqual([]);
  });
});
