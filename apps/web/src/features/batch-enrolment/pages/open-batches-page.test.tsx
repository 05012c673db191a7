import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenBatch } from '@academy/contract/batches';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const weekend: OpenBatch = {
  id: 'batch-1',
  name: 'CA Foundation weekend',
  program: 'ca-foundation',
  subjects: ['Accounts'],
  startDate: '2026-12-05',
  endDate: '2027-05-30',
  teachers: ['Meera Iyer'],
  seatsLeft: 1,
  week: [{ weekday: 6, startTime: '10:00', durationMinutes: 120, subject: 'Accounts' }],
  fee: [
    { label: 'Admission', amountPaise: 150_000, dueDate: '2026-12-05' },
    { label: 'Term 1', amountPaise: 450_000, dueDate: '2027-01-05' },
  ],
  myPlace: null,
};

describe('joining a batch', () => {
  it('shows each open batch’s week, fee and seats, and joins it', async () => {
    const joined = vi.fn();
    let batches = [weekend, { ...weekend, id: 'batch-2', name: 'Full batch', seatsLeft: 0 }];
    stubApi({
      'GET /api/student/batches': () => ({ body: { success: true, data: batches } }),
      'POST /api/student/batches/batch-1/join': ({ body }) => {
        joined(body);
        batches = batches.map((b) => (b.id === 'batch-1' ? { ...b, myPlace: 'member' } : b));
        return {
          body: { success: true, data: { place: 'member' }, message: 'You have joined the batch' },
        };
      },
    });
    const { events } = renderApp('/student/batches', { user: makeUser(ROLES.student) });
    const card = await screen.findByRole('article', { name: 'CA Foundation weekend' });
    expect(within(card).getByText(/Saturday, 10:00\s?am – 12:00\s?pm · Accounts/i)).toBeVisible();
    expect(within(card).getByText('Fee ₹6,000')).toBeVisible();
    expect(within(card).getByText('Admission: ₹1,500, due 5 Dec 2026')).toBeVisible();
    expect(within(card).getByText('1 seat left')).toBeVisible();
    const full = screen.getByRole('article', { name: 'Full batch' });
    expect(within(full).getByText('Full: joining puts you on the waiting list')).toBeVisible();

    // Join asks first, with the fee's schedule and total; Cancel seats nobody.
    const joinButton = within(card).getByRole('button', { name: 'Join CA Foundation weekend' });
    await events.click(joinButton);
    let dialog = await screen.findByRole('dialog', { name: 'Join CA Foundation weekend?' });
    expect(within(dialog).getByText('You will owe ₹6,000 in 2 instalments')).toBeVisible();
    const schedule = within(dialog).getByRole('list', {
      name: 'Instalments of CA Foundation weekend',
    });
    expect(within(schedule).getByText('Term 1: ₹4,500, due 5 Jan 2027')).toBeVisible();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(joined).not.toHaveBeenCalled();

    await events.click(joinButton);
    dialog = await screen.findByRole('dialog', { name: 'Join CA Foundation weekend?' });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm and join' }));
    expect(await within(card).findByText('You are in this batch')).toBeVisible();
    expect(joined).toHaveBeenCalledExactlyOnceWith({ feePaise: 600_000 });
    // The toast's library loads with the first toast.
    expect(
      await screen.findByText('You have joined the batch', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says so when no batch is open', async () => {
    stubApi({ 'GET /api/student/batches': () => ({ body: { success: true, data: [] } }) });
    renderApp('/student/batches', { user: makeUser(ROLES.student) });
    expect(await screen.findByText(/^No batch is open to join just now\./)).toHaveAttribute(
      'role',
      'status',
    );
  });
});
