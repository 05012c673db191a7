import type {
  CheckoutOrder,
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
}

const ITEM_FIELDS = { course: 'courseId', note: 'noteId', instalment: 'instalmentId' } as const;
const itemBody = (item: CheckoutItem) => ({ [ITEM_FIELDS[item.kind]]: item.id });

/** The server prices the order; a coupon code, when given, is checked there too. */
export const createOrder = (item: CheckoutItem, couponCode?: string) =>
  api.post<CheckoutOrder>('/payments/orders', {
    ...itemBody(item),
    ...(couponCode ? { couponCode } : {}),
  });

export const verifyPayment = (response: VerifyPaymentInput) =>
  api.post<VerifiedPayment>('/payments/verify', response);

export const checkCoupon = (item: CheckoutItem, couponCode: string) =>
  api.post<CouponPreview>('/payments/coupons/check', { ...itemBody(item), couponCode });

/** The order's status as the student's own order list has it (the webhook may have paid it). */
export async function orderStatus(orderId: string) {
  const { data } = await api.get<MyOrder[]>('/payments/orders');
  return data.find((order) => order.id === orderId)?.status;
}
