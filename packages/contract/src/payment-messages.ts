/**
 * The payment and coupon messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const PAYMENT_MESSAGES = {
  /** PAYMENT_PROVIDER=none: paid items cannot be bought online. */
  notSetUp: 'Online payment is not set up; contact the academy',
  /** The instant purchase route hands out free items only. */
  useCheckout: 'This is a paid item: pay for it at checkout',
  itemRequired: 'Choose a course or a note to buy',
  itemNotFound: 'This course or note is not on sale',
  itemFree: 'This is free: no payment is needed',
  alreadyOwned: 'You already have this',
  orderNotFound: 'Order not found',
  signatureInvalid: 'The payment could not be verified',
  notPaid: 'The payment has not been completed',
  amountMismatch: "The payment does not match the order's amount",
  gatewayDown: 'The payment service is not answering; please try again in a minute',
  paid: 'Payment received. Thank you!',
  confirming: 'Confirming your payment',
  confirmingDetail:
    'Your bank has not confirmed the payment yet. This page updates by itself; you can also close it: access opens as soon as the payment is confirmed.',
  stillConfirming:
    'We are still waiting for your bank. If money left your account, access opens as soon as it is confirmed; see Profile > Payments.',
  cancelled: 'Payment cancelled. You have not been charged.',
  failed: 'The payment did not go through. You have not been charged.',
  checkoutLoadFailed: 'Could not open the payment window. Check your connection and try again.',
  testMode: 'Test mode: no real money is taken',
  webhookSignature: 'Invalid webhook signature',
  receiptNotReady: 'A receipt is issued once the order is paid',
  creditNoteNotFound: 'No credit note has been issued for this order',
  gstr1Month: 'Choose a month, like 2026-11',
  /** A tax invoice prints the buyer's address and state (CGST rule 46). */
  invoiceAddressRequired: 'Enter the address to print on your tax invoice',
  invoiceStateRequired: 'Choose the state to print on your tax invoice',
  refundNotPaid: 'Only a paid order can be refunded',
  refundTooMuch: 'A refund cannot be more than what is left of the payment',
  refundAmount: 'Enter an amount of at least ₹1',
  refundReason: 'Say why the money is going back',
  refunded: 'Refund recorded',
  refundPending: 'Refund requested; Razorpay will confirm it',
  offlineRecorded: 'Payment recorded and access granted',
  offlineAmount: 'Enter the amount received',
  offlineStudent: 'Student not found',
  offlineMethod: 'Choose how the money was paid',
  offlineDate: 'Use a date as YYYY-MM-DD',
  offlineFuture: 'The payment date cannot be in the future',
  referenceTooLong: 'Keep the reference under 100 characters',
  reasonTooLong: 'Keep the reason under 500 characters',
} as const;

export const COUPON_MESSAGES = {
  invalid: 'This coupon code is not valid',
  notYet: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been used up',
  usedByYou: 'You have already used this coupon',
  /** The limit is reached only with unpaid orders' holds, which lapse unless they are paid. */
  usesHeld: 'Every use left of this coupon is held by an order awaiting payment. Try again later.',
  heldByYou:
    'Your unpaid order for another item holds this coupon. Pay for it, or check that item out without the coupon.',
  notForItem: 'This coupon does not apply to this item',
  codeFormat: 'Use 3 to 40 letters, digits, - or _',
  codeTaken: 'A coupon with this code already exists',
  percentRange: 'A percentage is between 1 and 100',
  flatAmount: 'Enter an amount of at least ₹1',
  datesOrder: 'The end date must be after the start date',
  limitPositive: 'A limit is a whole number of at least 1',
  saved: 'Coupon saved',
  deleted: 'Coupon deleted',
  notFound: 'Coupon not found',
} as const;
