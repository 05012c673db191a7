/** How the academy takes money for paid courses and notes (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['dev', 'razorpay', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_MESSAGES = {
  /** PAYMENT_PROVIDER=none: paid items cannot be bought online. */
  notSetUp: 'Online payment is not set up; contact the academy',
} as const;
