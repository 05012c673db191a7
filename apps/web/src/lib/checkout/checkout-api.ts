import type {
  CheckoutOrder,
  InvoiceDetails,
  MyOrder,
  PaidItem,
  VerifiedPayment,
  VerifyPaymentInput,
} from '@academy/contract/payments';
import type { CouponPreview } from '@academy/contract/coupons';
import { api } from '@/lib/api-client';

/** What the student is buying, as the page that offers it knows it. */
export interface CheckoutItem {
  kind: PaidItem['kind'];
  id: string;
  title: string;
  pricePaise: number;
  /** A parent paying a linked child's batch fee: the order is the child's. */
  forStudentId?: string;
}

const ITEM_FIELDS = { course: 'courseId', note: 'noteId', instalment: 'instalmentId' } as const;
const itemBody = (item: CheckoutItem) => ({
  [ITEM_FIELDS[item.kind]]: item.id,
  ...(item.forStudentId ? { forStudentId: item.forStudentId } : {}),
});

/**
 * The server prices the order; a coupon code, when given, is checked there too. A tax invoice's
 * address and state, when asked for, are saved to the buyer's profile.
 */
export const createOrder = (
  item: CheckoutItem,
  couponCode?: string,
  invoice?: { address: string; state: string },
) =>
  api.post<CheckoutOrder>('/payments/orders', {
    ...itemBody(item),
    ...(couponCode ? { couponCode } : {}),
    ...invoice,
  });

/**
 * Whether a paid order gets a tax invoice, and the buyer's address and state on record: the
 * signed-in student's, or the student named (a parent's child; anyone's at the admin's desk).
 */
export async function invoiceDetails(forStudentId?: string) {
  const query = forStudentId ? `?forStudentId=${encodeURIComponent(forStudentId)}` : '';
  return (await api.get<InvoiceDetails>(`/payments/invoice-details${query}`)).data;
}

export const verifyPayment = (response: VerifyPaymentInput) =>
  api.post<VerifiedPayment>('/payments/verify', response);

export const checkCoupon = (item: CheckoutItem, couponCode: string) =>
  api.post<CouponPreview>('/payments/coupons/check', { ...itemBody(item), couponCode });

/** The order's status now (the webhook may have paid it), for its student or their parent. */
export async function orderStatus(orderId: string) {
  const { data } = await api.get<MyOrder>(`/payments/orders/${encodeURIComponent(orderId)}`);
  return data.status;
}
