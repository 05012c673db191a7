import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@academy/contract/notes';
import { PAYMENT_MESSAGES, type CheckoutOrder, type MyOrder } from '@academy/contract/payments';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

const note: Note = {
  id: 'note-1',
  title: 'Accountancy revision pack',
  des: 'Every chapter on two pages.',
  link: null,
  file: { name: 'pack.pdf', type: 'application/pdf', size: 1000 },
  category: ['Commerce'],
  subject: 'Accountancy',
  classes: '11',
  isFree: false,
  pricePaise: 149_00,
  thumbnail: null,
  tags: [],
  likes: 0,
  views: 0,
  canAccess: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const order: CheckoutOrder = {
  orderId: 'order-1',
  status: 'created',
  provider: 'razorpay',
  item: { kind: 'note', id: note.id, title: note.title },
  amount: 14900,
  listPrice: 14900,
  discount: 0,
  couponCode: null,
  currency: 'INR',
  keyId: 'rzp_live_key',
  razorpayOrderId: 'order_rzp1',
  testMode: false,
  checkoutUrl: 'https://checkout.example/checkout.js',
  name: 'Academy',
  description: note.title,
  prefill: { name: 'Priya', contact: '+919800000000' },
};

const noTaxInvoice = () => ({
  body: { success: true, data: { taxInvoice: false, address: null, state: null } },
});

/** Razorpay Checkout as the page sees it: this one reports a payment at once. */
class PayingCheckout {
  private readonly options: { handler: (r: unknown) => void };
  constructor(options: { handler: (r: unknown) => void }) {
    this.options = options;
  }
  on() {}
  open() {
    this.options.handler({
      razorpay_order_id: 'order_rzp1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
  }
}

describe('the checkout', () => {
  it(
    'waits for the webhook when the verify call is lost, then opens the note',
    {
      timeout: 30_000,
    },
    async () => {
      window.Razorpay = PayingCheckout as never;
      let status: MyOrder['status'] = 'created';
      stubApi({
        'GET /api/notes?page=1': () => ({
          body: { success: true, data: { items: [note], page: 1, pageSize: 12, total: 1 } },
        }),
        'GET /api/payments/config': () => ({
          body: { success: true, data: { provider: 'razorpay', testMode: false } },
        }),
        'GET /api/payments/invoice-details': noTaxInvoice,
        'POST /api/payments/orders': () => ({ status: 201, body: { success: true, data: order } }),
        'POST /api/payments/verify': () => {
          status = 'paid'; // the webhook gets there while the answer is lost
          return { status: 502, body: {} };
        },
        'GET /api/payments/orders/order-1': () => ({
          body: { success: true, data: { id: 'order-1', status } as MyOrder },
        }),
      });
      const { events } = renderApp('/notes', { user: makeUser() });
      await events.click(await screen.findByRole('button', { name: /Buy Now/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
      expect(screen.queryByText(PAYMENT_MESSAGES.testMode)).toBeNull();
      await events.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
      expect(await screen.findByText(PAYMENT_MESSAGES.confirming)).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      expect(
        // The order is asked for again every few seconds, until the webhook's answer shows.
        await screen.findByRole('link', { name: 'Open the notes' }, { timeout: 15_000 }),
      ).toHaveAttribute('href', '/api/notes/note-1/file');
    },
  );

  it('says a refused verification plainly and offers another try', async () => {
    window.Razorpay = PayingCheckout as never;
    stubApi({
      'GET /api/notes?page=1': () => ({
        body: { success: true, data: { items: [note], page: 1, pageSize: 12, total: 1 } },
      }),
      'GET /api/payments/config': () => ({
        body: { success: true, data: { provider: 'razorpay', testMode: true } },
      }),
      'GET /api/payments/invoice-details': noTaxInvoice,
      'POST /api/payments/orders': () => ({ status: 201, body: { success: true, data: order } }),
      'POST /api/payments/verify': () => ({
        status: 402,
        body: { success: false, message: PAYMENT_MESSAGES.amountMismatch },
      }),
    });
    const { events } = renderApp('/notes', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: /Buy Now/ }));
    expect(await screen.findByText(PAYMENT_MESSAGES.testMode)).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.amountMismatch);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('asks for a tax invoice’s address and state, prefilled from the profile, and sends them', async () => {
    window.Razorpay = PayingCheckout as never;
    const sent: unknown[] = [];
    stubApi({
      'GET /api/notes?page=1': () => ({
        body: { success: true, data: { items: [note], page: 1, pageSize: 12, total: 1 } },
      }),
      'GET /api/payments/config': () => ({
        body: { success: true, data: { provider: 'razorpay', testMode: false } },
      }),
      'GET /api/payments/invoice-details': () => ({
        body: { success: true, data: { taxInvoice: true, address: '3 MG Road', state: null } },
      }),
      'POST /api/payments/orders': ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? {
              status: 400,
              body: {
                success: false,
                message: PAYMENT_MESSAGES.invoiceStateRequired,
                errors: { state: PAYMENT_MESSAGES.invoiceStateRequired },
              },
            }
          : { status: 201, body: { success: true, data: order } };
      },
      'POST /api/payments/verify': () => ({
        body: { success: true, data: { orderId: 'order-1', status: 'paid' } },
      }),
    });
    const { events } = renderApp('/notes', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: /Buy Now/ }));
    const address = await screen.findByLabelText('Postal address');
    expect(address).toHaveValue('3 MG Road');
    await events.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
    const state = screen.getByLabelText('State');
    await vi.waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    expect(sent[0]).toMatchObject({ noteId: note.id, address: '3 MG Road', state: '' });
    await events.selectOptions(state, 'Kerala');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ address: '3 MG Road', state: 'Kerala' });
  });
});
