import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { ACCOUNTS_MESSAGES } from '@academy/contract/site-config';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

const general = {
  siteName: 'Academy',
  siteDescription: 'Tuition for classes 1 to 12',
  siteKeywords: ['tuition'],
  siteLogo: '',
  siteFavicon: '',
};
const serverError = { status: 500, body: { success: false, message: 'Internal server error' } };
const admin = { user: makeUser(ROLES.admin) };

describe('Site Settings, General tab', () => {
  it('says "Failed to load general settings." when they cannot be loaded', async () => {
    stubApi({ 'GET /api/site-config/general': () => serverError });
    renderApp('/admin/settings', admin);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load general settings.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('says "Failed to update general settings." and keeps the edit when saving fails', async () => {
    stubApi({
      'GET /api/site-config/general': () => ({ body: { success: true, data: general } }),
      'PUT /api/site-config/general': () => serverError,
    });
    const { events } = renderApp('/admin/settings', admin);
    const name = await screen.findByLabelText('Site name');
    await events.clear(name);
    await events.type(name, 'Sharma Classes');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update general settings.')).toBeInTheDocument();
    expect(screen.getByLabelText('Site name')).toHaveValue('Sharma Classes');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});

describe('Site Settings, Accounts tab', () => {
  it('saves the number of devices a student may be signed in on, from 1 to 10', async () => {
    const saved = vi.fn(({ body }: { body: unknown }) => ({ body: { success: true, data: body } }));
    stubApi({
      'GET /api/site-config/accounts': () => ({ body: { success: true, data: null } }),
      'PUT /api/site-config/accounts': saved,
    });
    const { events } = renderApp('/admin/settings?tab=accounts', admin);
    const devices = await screen.findByLabelText('Devices a student can be signed in on at once');
    expect(devices).toHaveValue(2);
    await events.clear(devices);
    await events.type(devices, '11');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNTS_MESSAGES.maxDevicesInvalid)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();

    await events.clear(devices);
    await events.type(devices, '3');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({ body: { confirmPhoneAtSignUp: false, maxDevices: 3 } }),
    );
  });
});
