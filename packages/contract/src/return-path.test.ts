import { describe, expect, it } from 'vitest';
import {
  CHOOSE_PASSWORD_PATH,
  loginPath,
  pathAfterSignIn,
  returnPathOf,
  returnSearch,
} from './return-path.ts';
import { ROLES } from './roles.ts';

describe('the path a sign-in goes back to', () => {
  it('travels in the login address and comes back whole', () => {
    const from = '/tests/abc?section=2#q5';
    expect(loginPath(from)).toBe('/login?from=%2Ftests%2Fabc%3Fsection%3D2%23q5');
    expect(returnPathOf(loginPath(from).split('?')[1]!)).toBe(from);
    expect(returnPathOf(new URLSearchParams({ from: '/dashboard' }))).toBe('/dashboard');
  });

  it('is null unless it is a path on this site', () => {
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example', 'dashboard']) {
      expect(returnPathOf(new URLSearchParams({ from }))).toBeNull();
    }
    expect(returnPathOf('')).toBeNull();
  });

  it('is all the sign-in pages hand on: nothing else of their query', () => {
    expect(returnSearch('?from=%2Fnotes&utm_source=mail')).toBe('?from=%2Fnotes');
    expect(returnSearch('?from=//evil.example&x=1')).toBe('');
    expect(returnSearch('')).toBe('');
  });
});

describe('where a user goes once signed in', () => {
  it('goes back to the page they were sent to log in from, whatever their role', () => {
    for (const roles of Object.values(ROLES)) {
      expect(pathAfterSignIn({ roles }, '?from=%2Fnotes%2F7')).toBe('/notes/7');
    }
  });

  it('goes to their own home without a path to go back to, or with one off the site', () => {
    expect(pathAfterSignIn({ roles: ROLES.admin }, '')).toBe('/admin/dashboard');
    expect(pathAfterSignIn({ roles: ROLES.teacher }, '?from=//evil.example')).toBe('/teacher');
    expect(pathAfterSignIn({ roles: ROLES.parent }, new URLSearchParams())).toBe('/parent');
    expect(pathAfterSignIn({ roles: ROLES.student }, '?x=1')).toBe('/dashboard');
  });

  it("is a student's home for a sign-up whose answer carries no user", () => {
    expect(pathAfterSignIn(null, '')).toBe('/dashboard');
    expect(pathAfterSignIn(undefined, '?from=%2Fcourses')).toBe('/courses');
  });

  it('replaces a password someone else chose before going anywhere', () => {
    const user = { roles: ROLES.student, mustChangePassword: true };
    expect(pathAfterSignIn(user, '?from=%2Fnotes')).toBe(CHOOSE_PASSWORD_PATH);
    expect(pathAfterSignIn({ ...user, mustChangePassword: false }, '')).toBe('/dashboard');
  });
});
