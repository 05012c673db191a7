/** GET /api/payments/orders/:id/credit-note: the credit notes of an order's refunds, as PDF. */
export const creditNoteHref = (orderId: string) =>
  `/api/payments/orders/${encodeURIComponent(orderId)}/credit-note`;
