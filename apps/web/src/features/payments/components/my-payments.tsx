import { formatRupees } from '@academy/contract/indian-numbers';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { type MyOrder } from '@academy/contract/payments';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { receiptUrl, useMyOrders } from '../api/my-orders';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

function statusOf(order: MyOrder) {
  if (order.status === 'refunded') return 'Refunded';
  if (order.status === 'paid' && order.refundedPaise > 0)
    return `Paid, ${formatRupees(order.refundedPaise)} refunded`;
  if (order.status === 'paid') return 'Paid';
  if (order.status === 'failed') return 'Failed';
  return 'Not paid';
}

const itemLink = (order: MyOrder) =>
  order.item.kind === 'course' ? `/course/${order.item.id}` : '/notes';

/** Profile > Payments: the student's orders, newest first, each paid one with its receipt. */
export function MyPayments() {
  const orders = useMyOrders();
  if (orders.isPending) return <Spinner label="Loading payments" />;
  if (orders.isError) return <p role="alert">{orders.error.message}</p>;
  if (orders.data.length === 0)
    return (
      <p role="status" className="text-muted-foreground">
        No payments yet.
      </p>
    );
  return <PaymentList orders={orders.data} />;
}

/** Orders with their amount, status, date and receipt (the profile, the student's home). */
export function PaymentList({ orders }: { orders: MyOrder[] }) {
  return (
    <ul aria-label="Payments" className="grid gap-3">
      {orders.map((order) => (
        <li
          key={order.id}
          className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid min-w-0 gap-1">
            <Link
              to={itemLink(order)}
              className="truncate font-medium underline-offset-4 hover:underline"
            >
              {order.item.title}
            </Link>
            <p className="text-sm">
              <span className="font-semibold">{formatRupees(order.amountPaise)}</span>
              {order.discountPaise > 0 && (
                <span className="text-muted-foreground">
                  {' '}
                  (saved {formatRupees(order.discountPaise)})
                </span>
              )}{' '}
              · {statusOf(order)} · {dateFormat.format(new Date(order.paidAt ?? order.createdAt))}
            </p>
            {order.receiptNo && (
              <p className="text-xs text-muted-foreground">Receipt {order.receiptNo}</p>
            )}
          </div>
          {order.receiptNo && (
            <Button asChild variant="outline" size="sm" className="w-fit">
              <a href={receiptUrl(order.id)} download>
                <Download aria-hidden="true" /> Download receipt
                <span className="sr-only"> for {order.item.title}</span>
              </a>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
