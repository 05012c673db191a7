import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminPaymentsPage } from '@academy/contract/admin-payments';
import { academyToday } from '@academy/contract/academy-calendar';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const order: AdminOrder = {
  id: 'order-1',
  status: 'paid',
  student: { id: 'student-1', name: 'Ananya Gupta', phone: '+919800000001' },
  item: { kind: 'course', id: 'course-1', title: 'Class 12 Accountancy' },
  amountPaise: 149_950,
  discountPaise: 0,
  refundedPaise: 40_000,
  currency: 'INR',
  provider: 'razorpay',
  providerOrderId: 'order_abc',
  providerRef: 'pay_abc',
  method: 'upi',
  receiptNo: '2026-27/000007',
  hasCreditNote: true,
  failureReason: null,
  createdAt: '2026-11-02T05:00:00.000Z',
  paidAt: '2026-11-02T05:01:00.000Z',
  paidBy: { name: 'Ravi Gupta', parent: true },
  recordedBy: null,
};

const page: AdminPaymentsPage = {
  items: [order],
  page: 1,
  pageSize: 20,
  total: 1,
  month: { month: '2026-11', collectedPaise: 149_950, refundedPaise: 40_000, netPaise: 109_950 },
};

describe('Admin Payments', () => {
  it("shows the month's figures, the filtered orders and a CSV link with the same filters", async () => {
    stubApi({
      'GET /api/admin/payments?q=ananya&status=paid&from=2026-11-01': () => ({
        body: { success: true, data: page },
      }),
    });
    renderApp('/admin/payments?q=ananya&status=paid&from=2026-11-01', {
      user: makeUser(ROLES.admin),
    });
    expect(await screen.findByRole('heading', { name: 'Payments', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('₹1,099.50')).toBeInTheDocument();
    expect(screen.getByText('Collected').nextSibling).toHaveTextContent('₹1,499.50');
    expect(screen.getByText('Ananya Gupta')).toBeInTheDocument();
    expect(screen.getByText('Paid by parent Ravi Gupta')).toBeInTheDocument();
    expect(screen.getByText('₹400 refunded')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv?q=ananya&status=paid&from=2026-11-01',
    );
    expect(
      screen.getByRole('link', { name: "Credit note for Ananya Gupta's refund" }),
    ).toHaveAttribute('href', '/api/payments/orders/order-1/credit-note');
  });

  it('offers last month’s GSTR-1 in the GST returns card', async () => {
    stubApi({ 'GET /api/admin/payments?': () => ({ body: { success: true, data: page } }) });
    renderApp('/admin/payments', { user: makeUser(ROLES.admin) });
    const card = await screen.findByRole('region', { name: 'GST returns' });
    expect(within(card).getByLabelText('Month')).toHaveAttribute('type', 'month');
    // Filed after the month ends: last month in India.
    const [year, month] = academyToday().split('-').map(Number) as [number, number];
    const last = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    expect(within(card).getByRole('link', { name: 'Download GSTR-1' })).toHaveAttribute(
      'href',
      `/api/admin/payments/gstr1?month=${last}`,
    );
  });

  it("refunds what is left in exact paise and shows the server's message in the form", async () => {
    const api = stubApi({
      'GET /api/admin/payments?': () => ({ body: { success: true, data: page } }),
      'POST /api/admin/payments/order-1/refunds': () => ({
        status: 400,
        body: {
          success: false,
          message: PAYMENT_MESSAGES.refundTooMuch,
          errors: { amountPaise: PAYMENT_MESSAGES.refundTooMuch },
        },
      }),
    });
    const { events } = renderApp('/admin/payments', { user: makeUser(ROLES.admin) });
    await events.click(
      await screen.findByRole('button', {
        name: "Refund Ananya Gupta's payment for Class 12 Accountancy",
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund Ananya Gupta' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('1099.50');
    await events.clear(amount);
    await events.type(amount, '1,099.51');
    await events.type(within(dialog).getByLabelText('Reason'), 'Moved to another city');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundTooMuch)).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      amountPaise: 109_951,
      reason: 'Moved to another city',
    });
  });

  it('checks the refund form before sending it', async () => {
    stubApi({ 'GET /api/admin/payments?': () => ({ body: { success: true, data: page } }) });
    const { events } = renderApp('/admin/payments', { user: makeUser(ROLES.admin) });
    await events.click(await screen.findByRole('button', { name: /^Refund Ananya/ }));
    const dialog = await screen.findByRole('dialog');
    await events.clear(within(dialog).getByLabelText('Amount (₹)'));
    await events.type(within(dialog).getByLabelText('Amount (₹)'), '0.99');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundAmount)).toBeInTheDocument();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.refundReason)).toBeInTheDocument();
  });

  it('records an offline payment for a student found by name', async () => {
    const api = stubApi({
      'GET /api/admin/payments?': () => ({ body: { success: true, data: page } }),
      'GET /api/courses?free=false&pageSize=100&sort=newest': () => ({
        body: {
          success: true,
          data: { items: [{ _id: 'course-2', title: 'Class 11 Physics', pricePaise: 250_000 }] },
        },
      }),
      'GET /api/notes?access=paid&pageSize=100': () => ({
        body: { success: true, data: { items: [], page: 1, pageSize: 100, total: 0 } },
      }),
      'GET /api/user/admin?q=Rohan&pageSize=10': () => ({
        body: {
          success: true,
          data: {
            items: [
              {
                userId: '7d2f1a6e-1c1b-4c5e-9d0a-3b8e2f4a5c6d',
                name: 'Rohan Das',
                phone: '+919800000002',
              },
            ],
            page: 1,
            pageSize: 10,
            total: 1,
            totalIsCapped: false,
          },
        },
      }),
      'POST /api/admin/payments/offline': () => ({
        status: 201,
        body: { success: true, message: PAYMENT_MESSAGES.offlineRecorded, data: order },
      }),
    });
    const { events } = renderApp('/admin/payments', { user: makeUser(ROLES.admin) });
    await events.click(await screen.findByRole('button', { name: 'Record offline payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record offline payment' });
    await events.type(within(dialog).getByLabelText('Find the student by name or phone'), 'Rohan');
    await events.click(await within(dialog).findByRole('radio', { name: /Rohan Das/ }));
    const item = within(dialog).getByLabelText('Course or note');
    await within(dialog).findByRole('option', { name: /Class 11 Physics/ });
    await events.selectOptions(item, 'course:course-2');
    expect(within(dialog).getByLabelText('Amount received (₹)')).toHaveValue('2500');
    await events.selectOptions(within(dialog).getByLabelText('Paid by'), 'upi');
    await events.type(within(dialog).getByLabelText('Reference (optional)'), 'UTR 4455');
    await events.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.offlineRecorded)).toBeInTheDocument();
    const post = api.mock.calls.find(([url]) => url === '/api/admin/payments/offline')!;
    expect(JSON.parse(post[1]!.body as string)).toMatchObject({
      studentId: '7d2f1a6e-1c1b-4c5e-9d0a-3b8e2f4a5c6d',
      courseId: 'course-2',
      amountPaise: 250_000,
      method: 'upi',
      reference: 'UTR 4455',
    });
  });
});
