import { randomUUID } from 'node:crypto';

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

/** The provider named by PAYMENT_PROVIDER; a real gateway is added here. */
export function paymentProviderFor(name: 'dev'): PaymentProvider {
  switch (name) {
    case 'dev':
      return devPaymentProvider;
  }
}
