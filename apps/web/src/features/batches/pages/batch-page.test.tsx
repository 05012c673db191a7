import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MESSAGES, type BatchDetails } from '@academy/contract/batches';
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
  enrolmentOpen: false,
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

  const AARAV = '3f1c2a9e-4b7d-4e21-9a55-0c8d7e6f5a41';

  it('backdates a seat with “Seated from”, and shows the date’s refusal under it, in Hindi', async () => {
    const sent = vi.fn();
    stubApi({
      'GET /api/admin/batches/batch-1': () => ({ body: { success: true, data: batch } }),
      'GET /api/user/admin?q=ka&pageSize=20&status=active': () => ({
        body: {
          success: true,
          data: {
            items: [student('s-2', 'Kabir Das')],
            total: 1,
            page: 1,
            pageSize: 20,
            totalIsCapped: false,
          },
        },
      }),
      'POST /api/admin/batches/batch-1/members': ({ body }) => {
        sent(body);
        return {
          status: 400,
          body: {
            success: false,
            message: BATCH_MESSAGES.seatedBeforeStart,
            errors: { seatedFrom: BATCH_MESSAGES.seatedBeforeStart },
          },
        };
      },
    });
    const { events } = renderApp('/admin/batches/batch-1', { user: admin, locale: 'hi' });
    await events.click(await screen.findByRole('button', { name: 'विद्यार्थी जोड़ें' }));
    const dialog = await screen.findByRole('dialog');
    await events.type(within(dialog).getByRole('searchbox'), 'ka');
    await events.click(await within(dialog).findByRole('checkbox', { name: /Kabir Das/ }));
    const seatedFrom = within(dialog).getByLabelText('कब से बैठे हैं');
    expect(seatedFrom).toHaveAttribute('min', '2026-06-01');
    await events.type(seatedFrom, '2026-05-20');
    await events.click(within(dialog).getByRole('button', { name: /जोड़ें$/ }));
    expect(
      await within(dialog).findByText('सीट बैच शुरू होने से पहले शुरू नहीं हो सकती'),
    ).toBeInTheDocument();
    expect(seatedFrom).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveBeenCalledWith({ studentIds: ['s-2'], seatedFrom: '2026-05-20' });
  });

  it('keeps the fee as instalments, shows who owes what, and sends reminders', async () => {
    const saved = vi.fn();
    const reminded = vi.fn();
    const recorded = vi.fn();
    let instalments = [
      { id: 'i-1', label: 'Admission', amountPaise: 200_000, dueDate: '2026-06-01', paidCount: 1 },
    ];
    stubApi({
      'GET /api/admin/batches/batch-1': () => ({ body: { success: true, data: batch } }),
      'GET /api/admin/batches/batch-1/instalments': () => ({
        body: { success: true, data: instalments },
      }),
      'POST /api/admin/batches/batch-1/instalments': ({ body }) => {
        saved(body);
        const values = body as { label: string; amountPaise: number; dueDate: string };
        if (Number.isNaN(values.amountPaise) || values.amountPaise === null)
          return {
            status: 400,
            body: {
              success: false,
              message: 'Validation failed',
              errors: { amountPaise: 'Enter an amount from ₹1 to ₹10,00,000' },
            },
          };
        instalments = [...instalments, { id: 'i-2', ...values, paidCount: 0 }];
        return {
          status: 201,
          body: { success: true, data: instalments, message: 'Instalment saved' },
        };
      },
      'GET /api/admin/batches/batch-1/dues': () => ({
        body: {
          success: true,
          data: {
            rows: [
              {
                instalmentId: 'i-1',
                label: 'Admission',
                amountPaise: 200_000,
                dueDate: '2026-06-01',
                state: 'overdue',
                student: { id: AARAV, name: 'Aarav Sharma', phone: '+919812345678' },
                remindedAt: null,
                leftOn: null,
              },
              {
                instalmentId: 'i-1',
                label: 'Admission',
                amountPaise: 200_000,
                dueDate: '2026-06-01',
                state: 'overdue',
                student: { id: 'left-student', name: 'Bilal Khan', phone: null },
                remindedAt: null,
                leftOn: '2026-06-20',
              },
            ],
            overduePaise: 400_000,
            duePaise: 0,
          },
        },
      }),
      'POST /api/admin/payments/offline': ({ body }) => {
        recorded(body);
        return { status: 201, body: { success: true, data: {}, message: 'Payment recorded' } };
      },
      'POST /api/admin/batches/batch-1/dues/remind': ({ body }) => {
        reminded(body);
        return {
          body: { success: true, data: { reminded: 1, skipped: 0 }, message: 'Reminders sent' },
        };
      },
    });
    const { events } = renderApp('/admin/batches/batch-1', { user: admin });
    await events.click(await screen.findByRole('tab', { name: 'Fees' }));

    const list = await screen.findByRole('list', { name: 'Instalments' });
    expect(within(list).getByText('Admission')).toBeInTheDocument();
    expect(within(list).getByText(/₹2,000 · Due .* · 1 student paid/)).toBeInTheDocument();
    // Paid by someone: it stays, so it can be edited but not deleted.
    expect(within(list).getByRole('button', { name: 'Edit Admission' })).toBeInTheDocument();
    expect(
      within(list).queryByRole('button', { name: 'Delete Admission' }),
    ).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Add an instalment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an instalment' });
    await events.type(within(dialog).getByLabelText('Name'), 'Term 1');
    await events.type(within(dialog).getByLabelText(/Amount/), 'six thousand');
    await events.type(within(dialog).getByLabelText('Due on'), '2026-12-01');
    await events.click(within(dialog).getByRole('button', { name: 'Save instalment' }));
    expect(
      await within(dialog).findByText('Enter an amount from ₹1 to ₹10,00,000'),
    ).toBeInTheDocument();
    await events.clear(within(dialog).getByLabelText(/Amount/));
    await events.type(within(dialog).getByLabelText(/Amount/), '6,000.50');
    await events.click(within(dialog).getByRole('button', { name: 'Save instalment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveBeenLastCalledWith({
      label: 'Term 1',
      amountPaise: 600_050,
      dueDate: '2026-12-01',
    });
    expect(await within(list).findByText(/₹6,000.50 · Due/)).toBeInTheDocument();

    const owes = await screen.findByRole('list', { name: 'Who owes Admission' });
    expect(within(owes).getByText('Aarav Sharma')).toBeInTheDocument();
    // Who has left still owes what fell due while seated, and says so.
    expect(within(owes).getByText(/Bilal Khan/)).toHaveTextContent(
      'Bilal Khan · Left on 20 Jun 2026',
    );
    expect(within(owes).queryAllByText(/Left on/)).toHaveLength(1);
    expect(screen.getByText(/Overdue since 1 Jun 2026/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remind everyone who owes Admission' }));
    expect(await screen.findByText('Reminders sent')).toBeInTheDocument();
    expect(reminded).toHaveBeenCalledWith({ instalmentId: 'i-1' });

    // Cash at the desk: the student and the fee are settled, the amount starts at the fee.
    await events.click(
      screen.getByRole('button', { name: 'Record Aarav Sharma’s payment of Admission' }),
    );
    const desk = await screen.findByRole('dialog', { name: 'Record offline payment' });
    expect(within(desk).getByText('Class 10 Science · Admission (₹2,000)')).toBeInTheDocument();
    expect(within(desk).getByLabelText('Amount received (₹)')).toHaveValue('2000');
    await events.click(within(desk).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recorded).toHaveBeenCalledWith(
      expect.objectContaining({
        studentId: AARAV,
        instalmentId: 'i-1',
        amountPaise: 200_000,
        method: 'cash',
      }),
    );
  });
});
