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
      expect.objectContaining({
        body: { confirmPhoneAtSignUp: false, maxDevices: 3, feeGraceDays: 0 },
      }),
    );
  });

  it('saves the days of grace before a fee is overdue, from 0 to 30', async () => {
    const saved = vi.fn(({ body }: { body: unknown }) => ({ body: { success: true, data: body } }));
    stubApi({
      'GET /api/site-config/accounts': () => ({
        body: {
          success: true,
          data: { confirmPhoneAtSignUp: true, maxDevices: 4, feeGraceDays: 0 },
        },
      }),
      'PUT /api/site-config/accounts': saved,
    });
    const { events } = renderApp('/admin/settings?tab=accounts', admin);
    const grace = await screen.findByLabelText('Days of grace before a fee is overdue');
    expect(grace).toHaveValue(0);
    await events.clear(grace);
    await events.type(grace, '31');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNTS_MESSAGES.feeGraceInvalid)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();

    await events.clear(grace);
    await events.type(grace, '7');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { confirmPhoneAtSignUp: true, maxDevices: 4, feeGraceDays: 7 },
      }),
    );
  });
});

describe('Site Settings in Hindi', () => {
  it('reads in Hindi on a Hindi page, with the contract messages too', async () => {
    stubApi({ 'GET /api/site-config/general': () => serverError });
    renderApp('/admin/settings', { ...admin, locale: 'hi' });
    expect(await screen.findByRole('alert')).toHaveTextContent('सामान्य सेटिंग्स लोड नहीं हो सकीं।');
    expect(screen.getByRole('heading', { name: 'साइट सेटिंग्स', level: 1 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'शिक्षक और रिज़ल्ट' })).toBeInTheDocument();
    expect(screen.queryByText('Site settings')).not.toBeInTheDocument();
  });

  it('names the teachers and their experience in Hindi', async () => {
    stubApi({
      'GET /api/site-config/trust': () => ({
        body: {
          success: true,
          data: {
            teachers: [
              { name: 'Asha Rao', subjects: 'Physics', experienceYears: 12, photo: '', bio: '' },
            ],
            toppers: [],
            testimonials: [],
          },
        },
      }),
    });
    renderApp('/admin/settings?tab=trust', { ...admin, locale: 'hi' });
    expect(await screen.findByText('12 साल का अनुभव')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शिक्षक जोड़ें' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई टॉपर नहीं है।')).toBeInTheDocument();
  });
});
