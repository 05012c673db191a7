import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { makeUser, renderApp } from '@/testing/render-app';

const unauthorized = { status: 401, body: { success: false, message: 'Please log in.' } };

describe('session at start', () => {
  it('takes "signed out" from the page: no spinner and no GET /api/auth/me', async () => {
    inlinePageData([{ queryKey: ['auth', 'me'], data: null }]);
    const api = stubApi({});
    renderApp('/', { askServer: true });
    expect(screen.queryByText(/Loading your session/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    const calls = api.mock.calls.map(([url]) => String(url));
    expect(calls).not.toContain('/api/auth/me');
  });

  it('shows a spinner, then the user from GET /api/auth/me', async () => {
    stubApi({
      'GET /api/auth/me': () => ({ body: { success: true, data: { user: makeUser() } } }),
    });
    renderApp('/', { askServer: true });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ravi Kumar' }),
    ).toBeVisible();
  });

  it('refreshes once after a 401 and asks again', async () => {
    let meCalls = 0;
    const api = stubApi({
      'GET /api/auth/me': () =>
        ++meCalls === 1 ? unauthorized : { body: { success: true, data: { user: makeUser() } } },
      'POST /api/auth/refresh': () => ({ body: { success: true, data: { user: makeUser() } } }),
    });
    renderApp('/', { askServer: true });
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeVisible();
    const authCalls = api.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      .filter((call) => call.includes('/api/auth/'));
    expect(authCalls).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh', 'GET /api/auth/me']);
  });

  it('is signed out when the refresh fails too', async () => {
    stubApi({
      'GET /api/auth/me': () => unauthorized,
      'POST /api/auth/refresh': () => unauthorized,
    });
    renderApp('/', { askServer: true });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});
