import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const teacher = makeUser(ROLES.teacher, { userId: 'teacher-1', name: 'Ravi Kumar' });
const ok = (data: unknown) => () => ({ body: { success: true, data } });
const home = (desk: { counsellor: boolean; due: number }) => ({
  'GET /api/timetable': ok({ weekStart: '2026-11-23', days: [] }),
  'GET /api/teacher/batches': ok([]),
  'GET /api/announcements': ok([]),
  'GET /api/admissions/desk': ok(desk),
});

describe('a teacher’s home', () => {
  it('takes a counsellor to the leads, with the follow-ups due', async () => {
    stubApi(home({ counsellor: true, due: 3 }));
    renderApp('/teacher', { user: teacher });
    const due = await screen.findByText('· 3 follow-ups due');
    expect(due.closest('a')).toHaveAttribute('href', '/leads');
    expect(due.closest('a')).toHaveTextContent(/^Leads · 3 follow-ups due$/);
  });

  it('shows a teacher who is no counsellor no way to the leads', async () => {
    const api = stubApi(home({ counsellor: false, due: 0 }));
    renderApp('/teacher', { user: teacher });
    expect(await screen.findByRole('heading', { name: 'Namaste, Ravi', level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/admissions/desk'),
    );
    await screen.findByText('You have no batches yet. The academy adds you to a batch.');
    expect(screen.queryByRole('link', { name: /Leads/ })).toBeNull();
  });
});
