import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { deferred, stubApi, type FakeResponse } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

async function submitLogin(events: ReturnType<typeof renderApp>['events']) {
  await events.type(screen.getByLabelText('Phone number'), '9876543210');
  await events.type(screen.getByLabelText('Password'), 'secret-pass');
  await events.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('validates with the contract messages', async () => {
    const { events } = renderApp('/login');
    await events.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('reads "Logging In..." and is disabled while submitting, then goes to the student home', async () => {
    const answer = deferred<FakeResponse>();
    stubApi({ 'POST /api/auth/login': () => answer.promise });
    const { events, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await submitLogin(events);

    expect(await screen.findByRole('button', { name: 'Logging In...' })).toBeDisabled();

    answer.resolve({
      body: { success: true, message: 'Login successful!', data: { user: makeUser() } },
    });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes back to the page that asked for a login', async () => {
    stubApi({
      'POST /api/auth/login': () => ({
        body: { success: true, message: 'Login successful!', data: { user: makeUser() } },
      }),
    });
    const { events, router } = renderApp('/student/my-courses');
    await screen.findByRole('heading', { name: 'Login' });
    await submitLogin(events);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/my-courses'));
    expect(await screen.findByRole('heading', { name: 'My courses' })).toBeInTheDocument();
  });

  it('toasts the server message on failure and enables the button again', async () => {
    stubApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Invalid phone number or password' },
      }),
    });
    const { events, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await submitLogin(events);

    expect(await screen.findByText('Invalid phone number or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['an error status', { status: 500, body: { success: false } }],
    ['success: false', { status: 200, body: { success: false } }],
  ])('toasts "Login failed" for %s without a message', async (_, answer) => {
    stubApi({ 'POST /api/auth/login': () => answer });
    const { events, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await submitLogin(events);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs out for real: request, cache cleared, home, toast', async () => {
    const api = stubApi({ 'POST /api/auth/logout': () => ({ body: { success: true } }) });
    const { events, router } = renderApp('/admin/dashboard', { user: makeUser(ROLES.admin) });
    await events.click(await screen.findByRole('button', { name: /Account menu/ }));
    await events.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
