import { describe, expect, it } from 'vitest';
import { loginPath, returnPathOf, returnSearch } from './return-path.ts';

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
