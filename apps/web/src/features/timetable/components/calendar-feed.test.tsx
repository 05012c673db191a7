import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { TIMETABLE_MESSAGES } from '@academy/contract/timetable';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const week = { weekStart: '2026-11-23', days: [] };
const feed = (token: string) => ({ url: `https://academy.test/api/calendar/${token}.ics` });

describe('the calendar address', () => {
  it('gets a new link that replaces the old one', async () => {
    const renew = vi.fn(() => ({
      body: { success: true, data: feed('new-token'), message: TIMETABLE_MESSAGES.feedRenewed },
    }));
    stubApi({
      'GET /api/timetable': () => ({ body: { success: true, data: week } }),
      'GET /api/timetable/feed': () => ({ body: { success: true, data: feed('old-token') } }),
      'POST /api/timetable/feed': renew,
    });
    renderApp('/timetable', { user: makeUser(ROLES.student) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to my calendar' }));
    const address = screen.getByRole('textbox', { name: 'Calendar address' });
    expect(await screen.findByDisplayValue(feed('old-token').url)).toBe(address);
    await user.click(screen.getByRole('button', { name: 'Get a new link' }));
    expect(renew).toHaveBeenCalledOnce();
    expect(await screen.findByDisplayValue(feed('new-token').url)).toBe(address);
    expect(await screen.findByText(TIMETABLE_MESSAGES.feedRenewed)).toBeInTheDocument();
  });
});
