import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@academy/contract/dashboard';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const days = (n: number, counts: Record<number, number> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 23 - (n - 1) + i)).toISOString().slice(0, 10),
    count: counts[i] ?? 0,
  }));

const stats = (range: '7d' | '90d', students: number): DashboardStats => ({
  range,
  from: '2026-11-17',
  to: '2026-11-23',
  newStudents: { current: students, previous: 2 },
  enrolments: { current: 4, previous: 4 },
  revenuePaise: { current: 129_900, previous: 0 },
  enquiries: { current: 1, previous: 2 },
  feedback: { current: 0, previous: 0 },
  signupsPerDay: days(range === '7d' ? 7 : 90, { 1: 2, 5: 1 }),
  topCourses: [{ courseId: 'c1', title: 'Class 9 Maths', enrolments: 3 }],
});

const COURSES = 'GET /api/courses?status=all&page=1&pageSize=6';

describe('the admin dashboard', () => {
  it('shows the range figures with trends, the chart in words, and follows the range', async () => {
    stubApi({
      'GET /api/admin/stats?range=7d': () => ({ body: { success: true, data: stats('7d', 3) } }),
      'GET /api/admin/stats?range=90d': () => ({ body: { success: true, data: stats('90d', 9) } }),
      [COURSES]: () => ({
        body: { success: true, data: { items: [], page: 1, pageSize: 6, total: 0 } },
      }),
    });
    const { events, router } = renderApp('/admin/dashboard?range=7d', {
      user: makeUser(ROLES.admin),
    });
    const students = await screen.findByRole('article', { name: 'New students' });
    expect(within(students).getByText('3')).toBeInTheDocument();
    expect(within(students).getByText('Up 50% from 2 in the previous 7 days')).toBeInTheDocument();
    const revenue = screen.getByRole('article', { name: 'Revenue' });
    expect(within(revenue).getByText('₹1,299')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Enrolments' })).getByText(
        'Same as the previous 7 days (4)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 sign-ups from .*; the busiest day was/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Class 9 Maths' })).toHaveAttribute(
      'href',
      '/course/c1',
    );
    expect(await screen.findByText('No courses available')).toBeInTheDocument();

    await events.click(screen.getByRole('radio', { name: 'Last 3 months' }));
    expect(router.state.location.search).toBe('?range=90d');
    expect(
      await within(screen.getByRole('article', { name: 'New students' })).findByText('9'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 3 months' })).toBeChecked();
  });

  it('says when the figures cannot be loaded', async () => {
    stubApi({
      'GET /api/admin/stats?range=90d': () => ({ status: 400, body: { success: false } }),
      [COURSES]: () => ({
        body: { success: true, data: { items: [], page: 1, pageSize: 6, total: 0 } },
      }),
    });
    renderApp('/admin/dashboard', { user: makeUser(ROLES.admin) });
    expect(await screen.findByText('Could not load the dashboard figures.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('reads in Hindi on a Hindi page', async () => {
    stubApi({
      'GET /api/admin/stats?range=7d': () => ({ body: { success: true, data: stats('7d', 3) } }),
      [COURSES]: () => ({
        body: { success: true, data: { items: [], page: 1, pageSize: 6, total: 0 } },
      }),
    });
    renderApp('/admin/dashboard?range=7d', { user: makeUser(ROLES.admin), locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeVisible();
    const students = await screen.findByRole('article', { name: 'नए छात्र' });
    expect(within(students).getByText('पिछले 7 दिनों के 2 से 50% ज़्यादा')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'पिछले 3 महीने' })).toBeInTheDocument();
    expect(screen.getByText('3 एनरोलमेंट')).toBeInTheDocument();
    expect(screen.queryByText('Top courses')).not.toBeInTheDocument();
  });
});
