import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser(ROLES.admin);

const auditPage = {
  items: [
    {
      id: 'entry-1',
      action: 'student.reset-password',
      entity: 'student',
      entityId: 'student-9',
      before: { signedInSessions: 1 },
      after: { passwordReset: true, signedInSessions: 0 },
      createdAt: '2026-11-20T10:00:00.000Z',
      actorName: 'Asha Admin',
      subject: 'Asha Verma',
      item: null,
    },
  ],
  page: 1,
  pageSize: 25,
  total: 1,
};

const stubAudit = () =>
  stubApi({
    'GET /api/admin/audit?page=1&pageSize=25': () => ({ body: { success: true, data: auditPage } }),
  });

describe('the admin layout', () => {
  it('lists every admin area, marks the current page, and reads audit entries as sentences', async () => {
    stubAudit();
    renderApp('/admin/audit', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    // jsdom applies no CSS: the sidebar and the drawer's button are both there; the sidebar first.
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    for (const name of [
      'Dashboard',
      'Courses',
      'Upload course',
      'Upload notes',
      'Mock tests',
      'Manage students',
      'Payments',
      'Coupons',
      'Enquiries',
      'Feedback',
      'Audit log',
      'Site settings',
    ])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');

    const entries = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(within(entries).getByText('Password reset for Asha Verma')).toBeVisible();
    expect(within(entries).getByText(/By Asha Admin/)).toBeVisible();
  });

  it('opens the drawer with focus inside, closes it on Escape and on navigation', async () => {
    stubAudit();
    const { events, router } = renderApp('/admin/audit', { user: admin });
    const button = await screen.findByRole('button', { name: 'Admin menu' });
    await events.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await events.click(button);
    const again = await screen.findByRole('dialog', { name: 'Admin menu' });
    await events.click(within(again).getByRole('link', { name: 'Upload course' }));
    expect(await screen.findByRole('heading', { name: 'Upload course', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/upload');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the admin areas in Hindi on a Hindi page', async () => {
    stubAudit();
    renderApp('/admin/audit', { user: admin, locale: 'hi' });
    expect(await screen.findByRole('button', { name: 'एडमिन मेन्यू' })).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'एडमिन' })[0]!;
    expect(within(nav).getByRole('list', { name: 'छात्र और फ़ीस' })).toBeInTheDocument();
    for (const name of ['डैशबोर्ड', 'कोर्स अपलोड करें', 'छात्रों का प्रबंधन', 'ऑडिट लॉग'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends /admin to the dashboard', async () => {
    stubApi({});
    const { router } = renderApp('/admin', { user: admin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
