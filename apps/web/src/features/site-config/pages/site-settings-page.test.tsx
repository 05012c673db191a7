import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
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
