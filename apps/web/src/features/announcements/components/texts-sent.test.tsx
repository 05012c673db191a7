import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import type { TextsSent } from '@academy/contract/announcements';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const sent: TextsSent = {
  month: '2026-11',
  kinds: [
    { kind: 'fee', sent: 1250 },
    { kind: 'welcome', sent: 40 },
    { kind: 'notice', sent: 75 },
    { kind: 'digest', sent: 0 },
  ],
};

describe("the admin's announcements", () => {
  it('show the texts sent this month, by kind', async () => {
    stubApi({
      'GET /api/announcements/texts': () => ({ body: { success: true, data: sent } }),
      'GET /api/announcements': () => ({ body: { success: true, data: [] } }),
      'GET /api/admin/batches': () => ({ body: { success: true, data: [] } }),
    });
    renderApp('/admin/announcements', { user: makeUser(ROLES.admin) });
    const section = await screen.findByRole('region', { name: 'Texts sent in November 2026' });
    const figure = (label: string) => within(section).getByText(label).nextSibling;
    expect(figure('Fee reminders')).toHaveTextContent('1,250');
    expect(figure('Welcomes')).toHaveTextContent('40');
    expect(figure('Announcements')).toHaveTextContent('75');
    expect(figure('Weekly digests')).toHaveTextContent('0');
  });
});
