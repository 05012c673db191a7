import {
  PAYMENT_MESSAGES,
  type CheckoutOrder,
  type VerifyPaymentInput,
} from '@academy/contract/payments';

/** The slice of Razorpay Checkout's browser API this page uses. */
interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Checkout's script is fetched when the student presses Pay, never with the page: most visitors
 * never buy, and a phone on 3G should not pay for it. A failed load can be retried.
 */
function loadCheckout(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(new Error(PAYMENT_MESSAGES.checkoutLoadFailed));
    script.onerror = () => {
      script.remove();
      reject(new Error(PAYMENT_MESSAGES.checkoutLoadFailed));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type CheckoutOutcome =
  | { kind: 'paid'; response: VerifyPaymentInput }
  | { kind: 'dismissed' }
  | { kind: 'failed'; reason: string };

/**
 * Opens Razorpay Checkout for the order, UPI first, and settles once: paid (the handler's three
 * signed fields, for the server to verify), failed (an attempt failed and the student closed
 * the window) or dismissed.
 */
export async function payWithRazorpay(
  order: CheckoutOrder,
  /** The UPI block's name in Razorpay's window, in the page's language. */
  upiLabel: string,
): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout(order.checkoutUrl!);
  return new Promise((resolve) => {
    let failure: string | undefined;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.razorpayOrderId,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      theme: { color: '#1d4ed8' },
      config: {
        display: {
          blocks: { upi: { name: upiLabel, instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
      handler: (response: VerifyPaymentInput) => resolve({ kind: 'paid', response }),
      modal: {
        ondismiss: () =>
          resolve(failure ? { kind: 'failed', reason: failure } : { kind: 'dismissed' }),
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description || PAYMENT_MESSAGES.failed;
    });
    checkout.open();
  });
}
