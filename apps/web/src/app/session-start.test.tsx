import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SIGNED_OUT_ELSEWHERE } from '@academy/contract/auth-messages';
import { stubApi } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { makeUser, renderApp } from '@/testing/render-app';

const unauthorized = { status: 401, body: { success: false, message: 'Please log in.' } };
const signedOutElsewhere = {
  status: 401,
  body: { success: false, message: AUTH_MESSAGES.signedOutElsewhere, code: SIGNED_OUT_ELSEWHERE },
};

afterEach(() => sessionStorage.clear());

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

  it('keeps a signed-in page waiting for the session, and only it', async () => {
    stubApi({
      'GET /api/auth/me': () => ({ body: { success: true, data: { user: makeUser() } } }),
    });
    renderApp('/settings', { askServer: true });
    expect(await screen.findByText('Loading your session')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ravi Kumar' }),
    ).toBeVisible();
    expect(screen.queryByText(/Loading your session/)).not.toBeInTheDocument();
  });

  it('draws a visitor page at once, then the user from GET /api/auth/me in the header', async () => {
    stubApi({
      'GET /api/auth/me': () => ({ body: { success: true, data: { user: makeUser() } } }),
    });
    renderApp('/about', { askServer: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText(/Loading your session/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
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

  it('says why on the login page when a sign-in on another device ended the session', async () => {
    stubApi({
      'GET /api/auth/me': () => ({ body: { success: true, data: { user: makeUser() } } }),
      'GET /api/student/my-courses': () => signedOutElsewhere,
      'POST /api/auth/refresh': () => signedOutElsewhere,
    });
    renderApp('/student/my-courses', { askServer: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You were signed out because your account was used on another device',
    );
    expect(screen.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).not.toBeInTheDocument();
  });

  it('shows no such message after an ordinary expiry', async () => {
    stubApi({
      'GET /api/auth/me': () => unauthorized,
      'POST /api/auth/refresh': () => unauthorized,
    });
    renderApp('/student/my-courses', { askServer: true });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(screen.queryByText(AUTH_MESSAGES.signedOutElsewhere)).not.toBeInTheDocument();
  });
});
