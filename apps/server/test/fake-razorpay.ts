import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay: the orders, payments (fetch, capture, refund) API the server
 * calls, with Basic auth and Razorpay's error shape and status codes, and a stand-in Checkout
 * script (`/v1/checkout.js`) that pays through it in the browser tests. Signatures are real:
 * HMAC-SHA256 with the key secret (Checkout) and the webhook secret (webhooks).
 */
export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
}

interface Payment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  amount_refunded: number;
  error_description: string | null;
}

interface Refund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  status: 'processed';
  notes: Record<string, string>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export const signPayment = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

export async function startFakeRazorpay(options: FakeRazorpayOptions) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const state = { down: false, calls: [] as string[] };
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description } });

  /** What Checkout does when the student pays: a payment, authorized or captured. */
  function pay(
    orderId: string,
    opts: { method?: string; amount?: number; status?: Payment['status'] } = {},
  ) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    const payment: Payment = {
      id: rid('pay'),
      entity: 'payment',
      order_id: orderId,
      amount: opts.amount ?? order.amount,
      currency: order.currency,
      status: opts.status ?? 'captured',
      method: opts.method ?? 'upi',
      amount_refunded: 0,
      error_description: opts.status === 'failed' ? 'Payment was declined by the bank' : null,
    };
    payments.set(payment.id, payment);
    if (payment.status === 'captured' && payment.amount === order.amount) order.status = 'paid';
    else order.status = 'attempted';
    return {
      payment,
      checkout: {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: signPayment(options.keySecret, orderId, payment.id),
      },
    };
  }

  /** A webhook delivery as Razorpay sends it: the body, its signature and its event id. */
  function webhook(
    event: string,
    entities: { payment?: Payment; refund?: Refund; order?: Order },
    secret = options.webhookSecret,
  ) {
    const payload: Record<string, { entity: unknown }> = {};
    for (const [name, entity] of Object.entries(entities)) if (entity) payload[name] = { entity };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        'x-razorpay-event-id': rid('evt'),
      },
    };
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (path === '/v1/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(CHECKOUT_SCRIPT);
      return;
    }
    if (path === '/_test/checkout/pay') {
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      const body = await readJson(req);
      const order = orders.get(String(body.order_id));
      if (!order) return send(res, 400, { error: { description: 'no such order' } }, cors);
      const outcome = body.outcome === 'failed' ? 'failed' : 'captured';
      const { payment, checkout } = pay(order.id, { status: outcome, method: 'upi' });
      return send(res, 200, outcome === 'failed' ? { error: payment } : checkout, cors);
    }
    state.calls.push(`${req.method} ${path}`);
    if (state.down) return send(res, 502, { error: { code: 'SERVER_ERROR' } });
    if (req.headers.authorization !== expectedAuth)
      return send(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    const body = req.method === 'POST' ? await readJson(req) : {};

    if (req.method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00');
      if (typeof body.receipt !== 'string' || body.receipt.length > 40)
        return badRequest(res, 'receipt: the length must be no more than 40.');
      const order: Order = {
        id: rid('order'),
        entity: 'order',
        amount: amount as number,
        amount_paid: 0,
        currency: String(body.currency ?? 'INR'),
        receipt: body.receipt,
        status: 'created',
        notes: (body.notes as Record<string, string>) ?? {},
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const match = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
    const payment = match ? payments.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !payment) return badRequest(res, 'The id provided does not exist');
    if (payment && req.method === 'GET' && !match![2]) return send(res, 200, payment);
    if (payment && req.method === 'POST' && match![2] === '/capture') {
      if (payment.status !== 'authorized')
        return badRequest(res, 'This payment has already been captured');
      if (body.amount !== payment.amount)
        return badRequest(res, 'Capture amount must be equal to the amount authorized');
      payment.status = 'captured';
      const order = orders.get(payment.order_id);
      if (order && payment.amount === order.amount) order.status = 'paid';
      return send(res, 200, payment);
    }
    if (payment && req.method === 'POST' && match![2] === '/refund') {
      const amount =
        (body.amount as number | undefined) ?? payment.amount - payment.amount_refunded;
      if (payment.status !== 'captured')
        return badRequest(res, 'The payment has not been captured or is fully refunded');
      if (
        !Number.isInteger(amount) ||
        amount < 100 ||
        amount > payment.amount - payment.amount_refunded
      )
        return badRequest(res, 'The refund amount provided is greater than amount captured');
      const refund: Refund = {
        id: rid('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount,
        status: 'processed',
        notes: (body.notes as Record<string, string>) ?? {},
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      return send(res, 200, refund);
    }
    send(res, 404, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    checkoutUrl: `${base}/v1/checkout.js`,
    orders,
    payments,
    refunds,
    state,
    pay,
    webhook,
    /** The environment that points the app at this fake. */
    env: {
      PAYMENT_PROVIDER: 'razorpay' as const,
      RAZORPAY_KEY_ID: options.keyId,
      RAZORPAY_KEY_SECRET: options.keySecret,
      RAZORPAY_WEBHOOK_SECRET: options.webhookSecret,
      RAZORPAY_API_BASE: base,
      RAZORPAY_CHECKOUT_URL: `${base}/v1/checkout.js`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/**
 * The stand-in Checkout: `new Razorpay(options).open()` shows a dialog with the amount, "Pay with
 * UPI" and "Cancel". Paying asks the fake for a signed payment and hands it to `options.handler`,
 * as the real Checkout does; cancelling calls `options.modal.ondismiss`.
 */
const CHECKOUT_SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler; };
  Razorpay.prototype.open = function () {
    const o = this.options;
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Razorpay Checkout (test stand-in)');
    box.style.cssText = 'position:fixed;inset:auto 0 0 0;z-index:99999;background:#fff;color:#000;padding:16px;border-top:2px solid #000';
    const label = document.createElement('p');
    label.textContent = o.name + ': ' + o.description + ' - Rs ' + (o.amount / 100).toFixed(2);
    const pay = document.createElement('button');
    pay.textContent = 'Pay with UPI';
    const cancel = document.createElement('button');
    cancel.textContent = 'Cancel payment';
    box.append(label, pay, cancel);
    document.body.append(box);
    pay.onclick = async () => {
      const res = await fetch(origin + '/_test/checkout/pay', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: o.order_id }),
      });
      box.remove();
      o.handler(await res.json());
    };
    cancel.onclick = () => { box.remove(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); };
  };
  window.Razorpay = Razorpay;
})();`;
