import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { type MyOrder, paymentDocumentUrl } from '@academy/contract/payments';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useDateFormat } from '@/lib/i18n/formats';
import { useLocale } from '@/lib/i18n/locale';
import { useMyOrders } from '../api/my-orders';

function statusOf(i18n: I18n, order: MyOrder) {
  if (order.status === 'refunded') return i18n._(msg`Refunded`);
  if (order.status === 'paid' && order.refundedPaise > 0) {
    const refunded = formatRupees(order.refundedPaise);
    return i18n._(msg`Paid, ${refunded} refunded`);
  }
  if (order.status === 'paid') return i18n._(msg`Paid`);
  if (order.status === 'failed') return i18n._(msg`Failed`);
  return i18n._(msg`Not paid`);
}

/** Where the item is: a course's page, the notes; a batch fee is not a page (its receipt is). */
const itemLink = (order: MyOrder) =>
  order.item.kind === 'course'
    ? `/course/${order.item.id}`
    : order.item.kind === 'note'
      ? '/notes'
      : undefined;

/** Profile > Payments: the student's orders, newest first, each paid one with its receipt. */
export function MyPayments() {
  const { t, i18n } = useLingui();
  const orders = useMyOrders();
  if (orders.isPending) return <Spinner label={t`Loading payments`} />;
  if (orders.isError) return <p role="alert">{translateMessage(i18n, orders.error.message)}</p>;
  if (orders.data.length === 0)
    return (
      <p role="status" className="text-muted-foreground">
        <Trans>No payments yet.</Trans>
      </p>
    );
  return <PaymentList orders={orders.data} />;
}

/** Orders with their amount, status, date and receipt (the profile, the student's home). */
export function PaymentList({ orders }: { orders: MyOrder[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();

  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  return (
    <ul aria-label={t`Payments`} className="grid gap-3">
      {orders.map((order) => {
        const saved = formatRupees(order.discountPaise);
        const receiptNo = order.receiptNo;
        const title = order.item.title;
        return (
          <li
            key={order.id}
            className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            {/* A long title ("Class 12 Science, Mon-Wed-Fri 5 pm · Admission") wraps on a phone. */}
            <div className="grid min-w-0 gap-1">
              {itemLink(order) ? (
                <Link
                  to={itemLink(order)!}
                  className="font-medium break-words underline-offset-4 hover:underline"
                >
                  {order.item.title}
                </Link>
              ) : (
                <p className="font-medium break-words">{order.item.title}</p>
              )}
              <p className="text-sm">
                <span className="font-semibold">{formatRupees(order.amountPaise)}</span>
                {order.discountPaise > 0 && (
                  <span className="text-muted-foreground">
                    {' '}
                    <Trans>(saved {saved})</Trans>
                  </span>
                )}{' '}
                · {statusOf(i18n, order)} ·{' '}
                {dateFormat.format(new Date(order.paidAt ?? order.createdAt))}
              </p>
              {order.receiptNo && (
                <p className="text-xs text-muted-foreground">
                  <Trans>Receipt {receiptNo}</Trans>
                </p>
              )}
              {order.hasCreditNote && (
                <a
                  href={paymentDocumentUrl(order.id, 'credit-note', locale)}
                  download
                  className="w-fit text-xs underline underline-offset-4"
                  aria-label={t`Credit note for the refund of ${title}`}
                >
                  <Trans>Credit note for the refund</Trans>
                </a>
              )}
            </div>
            {order.receiptNo && (
              <Button asChild variant="outline" size="sm" className="w-fit">
                <a href={paymentDocumentUrl(order.id, 'receipt', locale)} download>
                  <Download aria-hidden="true" />{' '}
                  <Trans>
                    Download receipt<span className="sr-only"> for {title}</span>
                  </Trans>
                </a>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
