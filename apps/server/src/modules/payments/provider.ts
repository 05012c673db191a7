import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentsConfig } from '../../config.ts';
import { createRazorpayClient, type RazorpayClient } from './razorpay-client.ts';

/**
 * How paid items are sold (PAYMENT_PROVIDER): `dev` pays every order at once (development only,
 * production refuses it), `none` sells nothing online, `razorpay` takes real money.
 */
export type PaymentSetup =
  | { kind: 'dev' }
  | { kind: 'none' }
  | {
      kind: 'razorpay';
      client: RazorpayClient;
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** Razorpay Checkout's script, loaded by the web only when the student presses Pay. */
      checkoutUrl: string;
    };

export type RazorpaySetup = Extract<PaymentSetup, { kind: 'razorpay' }>;

/** Refuses to sell a paid item when no provider takes payments online. */
export function requireOnlinePayments(
  setup: PaymentSetup,
): asserts setup is Exclude<PaymentSetup, { kind: 'none' }> {
  if (setup.kind === 'none') throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.notSetUp);
}

/** Razorpay's test keys start rzp_test_; the checkout shows a "Test mode" mark for them. */
export const isTestKey = (keyId: string) => keyId.startsWith('rzp_test_');

/** The setup PAYMENT_PROVIDER and its keys describe. */
export function paymentSetupFor(config: PaymentsConfig): PaymentSetup {
  if (config.provider !== 'razorpay') return { kind: config.provider };
  return {
    kind: 'razorpay',
    client: createRazorpayClient(config),
    keyId: config.keyId,
    keySecret: config.keySecret,
    webhookSecret: config.webhookSecret,
    checkoutUrl: config.checkoutUrl,
  };
}

/**
 * What the page's CSP must allow for Checkout, and nothing when Razorpay is off: its script, the
 * frames it opens (its own origin and the API's) and the calls those make.
 */
export function checkoutOrigins(config: PaymentsConfig): string[] {
  if (config.provider !== 'razorpay') return [];
  return [...new Set([new URL(config.checkoutUrl).origin, new URL(config.apiBase).origin])];
}
