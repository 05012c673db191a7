import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { AppError } from '../../lib/app-error.ts';

/**
 * The four Razorpay calls the academy makes. The official `razorpay` SDK hard-codes its host
 * (https://api.razorpay.com) and brings axios; this client takes RAZORPAY_API_BASE so tests reach
 * a local fake (decisions §45).
 */
export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
  method: string;
  error_description?: string | null;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** pending, processed or failed. */
  status: string;
}

export interface RazorpayClient {
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
  refundPayment(
    paymentId: string,
    input: { amount: number; notes: Record<string, string> },
  ): Promise<RazorpayRefund>;
}

/** A call that Razorpay refused or that never arrived; the student sees a plain retry message. */
export class RazorpayError extends AppError {
  readonly status: number;
  readonly detail: string;
  constructor(status: number, detail: string) {
    super('UNAVAILABLE', PAYMENT_MESSAGES.gatewayDown);
    this.status = status;
    this.detail = detail;
  }
}

export function createRazorpayClient(options: {
  apiBase: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}): RazorpayClient {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const base = options.apiBase.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new RazorpayError(0, (error as Error).message);
    }
    const text = await response.text();
    if (!response.ok) throw new RazorpayError(response.status, text.slice(0, 500));
    return JSON.parse(text) as T;
  }

  return {
    createOrder: (input) => call('POST', '/orders', input),
    fetchPayment: (id) => call('GET', `/payments/${encodeURIComponent(id)}`),
    capturePayment: (id, amount, currency) =>
      call('POST', `/payments/${encodeURIComponent(id)}/capture`, { amount, currency }),
    refundPayment: (id, input) => call('POST', `/payments/${encodeURIComponent(id)}/refund`, input),
  };
}
