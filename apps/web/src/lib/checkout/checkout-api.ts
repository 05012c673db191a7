import type {
  CheckoutOrder,
  MyOrder,
  VerifiedPayment,
  VerifyPaymentInput,
} from '@academy/contract/payments';
import type { CouponPreview } from '@academy/contract/coupons';
import { api } from '@/lib/api-client';

/** What the student is buying, as the page that offers it knows it. */
export interface CheckoutItem {
  kind: 'course' | 'note';
  id: string;
  title: string;
  pricePaise: number;
}

const itemBody = (item: CheckoutItem) =>
  item.kind === 'course' ? { courseId: item.id } : { noteId: item.id };

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
