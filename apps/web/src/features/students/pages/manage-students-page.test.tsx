import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import type { StudentPage, StudentRow } from '@academy/contract/students';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const student = (n: number): StudentRow => ({
  userId: `student-${n}`,
  name: `Aarav Mehta ${n}`,
  phone: `+9198000000${String(n).padStart(2, '0')}`,
  classes: '10',
  stream: null,
  gender: 'Male',
  school: null,
  email: null,
  status: 'active',
  phoneConfirmed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const pageOf = (page: number, total: number, totalIsCapped: boolean): StudentPage => ({
  items: Array.from({ length: 10 }, (_, i) => student((page - 1) * 10 + i + 1)),
  page,
  pageSize: 10,
  total,
  totalIsCapped,
});

describe('Manage students', () => {
  it('shows a broad search as "of 100+" pages and lets the admin page on', async () => {
    stubApi({
      'GET /api/user/admin?q=mehta&sort=name&page=1': () => ({
        body: { success: true, data: pageOf(1, 1000, true) },
      }),
      'GET /api/user/admin?q=mehta&sort=name&page=2': () => ({
        body: { success: true, data: pageOf(2, 1010, true) },
      }),
    });
    const { events, router } = renderApp('/admin/manage-students?q=mehta', {
      user: makeUser(ROLES.admin),
    });
    expect(await screen.findByText('Page 1 of 100+')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 101+')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Aarav Mehta 11\b/ })).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
  });

  it('ends at the last page of an exact total', async () => {
    stubApi({
      'GET /api/user/admin?q=mehta&sort=name&page=1': () => ({
        body: { success: true, data: pageOf(1, 10, false) },
      }),
    });
    renderApp('/admin/manage-students?q=mehta', { user: makeUser(ROLES.admin) });
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads in Hindi on a Hindi page', async () => {
    stubApi({
      'GET /api/user/admin?q=&sort=name&page=1': () => ({
        body: {
          success: true,
          data: { ...pageOf(1, 1, false), items: [{ ...student(1), status: 'suspended' }] },
        },
      }),
    });
    renderApp('/admin/manage-students', { user: makeUser(ROLES.admin), locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'छात्रों का प्रबंधन', level: 1 })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Aarav Mehta 1\b/ });
    expect(within(row).getByText('निलंबित')).toBeInTheDocument();
    expect(within(row).getByText('कक्षा 10')).toBeInTheDocument();
    expect(within(row).getByText('पुरुष')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'फ़ोन नंबर कॉपी करें' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'लिंग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.queryByText('Manage students')).not.toBeInTheDocument();
  });
});
