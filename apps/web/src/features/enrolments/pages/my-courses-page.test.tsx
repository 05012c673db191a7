import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('My courses', () => {
  it('shows the empty state', async () => {
    stubApi({ 'GET /api/student/my-courses': () => ({ body: { success: true, data: [] } }) });
    renderApp('/student/my-courses', { user: makeUser() });
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
    expect(screen.getByText("You haven't enrolled in any courses yet.")).toBeInTheDocument();
  });

  it("shows 'Something went wrong' with Refresh", async () => {
    stubApi({
      'GET /api/student/my-courses': () => ({ status: 400, body: { success: false } }),
    });
    renderApp('/student/my-courses', { user: makeUser() });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
