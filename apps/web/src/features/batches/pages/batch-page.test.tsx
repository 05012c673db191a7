import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchDetails } from '@academy/contract/batches';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser(ROLES.admin);

const member = (id: string, name: string) => ({
  id,
  name,
  phone: '+919812345678',
  class: '10',
  joinedAt: '2026-11-01T10:00:00.000Z',
});

const batch: BatchDetails = {
  id: 'batch-1',
  name: 'Class 10 Science',
  program: 'class-9-10',
  subjects: ['Physics', 'Chemistry'],
  startDate: '2026-06-01',
  endDate: '2027-03-31',
  capacity: 2,
  teachers: [{ id: 'teacher-1', name: 'Meera Iyer' }],
  memberCount: 1,
  waitingCount: 0,
  members: [member('s-1', 'Aarav Sharma')],
  waiting: [],
};

const student = (userId: string, name: string) => ({
  userId,
  name,
  phone: '+919800000000',
  classes: '10',
  stream: null,
  gender: 'Male',
  school: 'DPS',
  email: null,
  status: 'active',
  phoneConfirmed: true,
});

describe('a batch’s page', () => {
  it('adds students found by name; past the seats they wait, and the admin is told so', async () => {
    const sent = vi.fn();
    let details = batch;
    stubApi({
      'GET /api/admin/batches/batch-1': () => ({ body: { success: true, data: details } }),
      'GET /api/user/admin?q=ka&pageSize=20&status=active': () => ({
        body: {
          success: true,
          data: {
            items: [
              student('s-1', 'Aarav Sharma'),
              student('s-2', 'Kabir Das'),
              student('s-3', 'Kavya Rao'),
            ],
            total: 3,
            page: 1,
            pageSize: 20,
            totalIsCapped: false,
          },
        },
      }),
      'POST /api/admin/batches/batch-1/members': ({ body }) => {
        sent(body);
        details = {
          ...batch,
          memberCount: 2,
          waitingCount: 1,
          members: [...batch.members, member('s-2', 'Kabir Das')],
          waiting: [member('s-3', 'Kavya Rao')],
        };
        return { body: { success: true, data: { added: 1, waiting: 1, alreadyIn: 0 } } };
      },
    });
    const { events } = renderApp('/admin/batches/batch-1', { user: admin });
    expect(
      await screen.findByRole('heading', { name: 'Class 10 Science', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1 of 2 seats taken/)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Add students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add students' });
    await events.type(within(dialog).getByLabelText('Search students'), 'ka');
    const found = await within(dialog).findByRole('list', { name: 'Students found' });
    // Aarav is in the batch already: shown so, and not to be ticked again.
    expect(within(found).getByRole('checkbox', { name: /Aarav Sharma/ })).toBeDisabled();
    await events.click(within(found).getByRole('checkbox', { name: /Kabir Das/ }));
    await events.click(within(found).getByRole('checkbox', { name: /Kavya Rao/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Add 2 students' }));

    expect(await screen.findByText('1 student added, 1 on the waiting list')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ studentIds: ['s-2', 's-3'] });
    expect(await screen.findByText(/^2 of 2 seats taken/)).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Waiting list' });
    expect(await within(waiting).findByRole('button', { name: 'Remove Kavya Rao' })).toBeVisible();
  });
});
