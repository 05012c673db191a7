import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { AppError } from '../../lib/app-error.ts';

/** What a payment gateway does for one order; Razorpay (or another) implements the same. */
export interface PaymentProvider {
  readonly name: string;
  /** Development providers say so in the purchase message. */
  readonly isDevelopment: boolean;
  charge(order: {
    id: string;
    amountPaise: number;
    currency: string;
    userId: string;
  }): Promise<{ status: 'paid' | 'failed'; providerRef: string }>;
}

/** Instant success, no money moves: the embedded and development mode. */
export const devPaymentProvider: PaymentProvider = {
  name: 'dev',
  isDevelopment: true,
  charge: async () => ({ status: 'paid', providerRef: `dev_${randomUUID()}` }),
};

/**
 * The provider named by PAYMENT_PROVIDER, or null for `none`: paid items are then not sold
 * online at all (the academy takes the money itself). A real gateway is added here.
 */
export function paymentProviderFor(name: 'dev' | 'none'): PaymentProvider | null {
  switch (name) {
    case 'dev':
      return devPaymentProvider;
    case 'none':
      return null;
  }
}

/** Refuses to sell a paid item when no provider takes payments online. */
export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.notSetUp);
  return provider;
}
