import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import type { AdminOrder } from '@academy/contract/admin-payments';
import { paymentDocumentUrl } from '@academy/contract/payments';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { useDateFormat } from '@/lib/i18n/formats';
import { useLocale } from '@/lib/i18n/locale';
import { useMediaQuery } from '@/lib/use-media-query';
import { OFFLINE_METHOD_LABELS } from '@/lib/i18n/payment-methods';
import { STATUS_LABELS, isOfflineMethod, refundableOf } from './order-display';

const canRefund = (o: AdminOrder) => refundableOf(o) > 0;

function Amount({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const locale = useLocale();
  const refunded = formatRupees(order.refundedPaise);
  const name = order.student.name;
  return (
    <>
      {formatRupees(order.amountPaise)}
      {order.refundedPaise > 0 && (
        <span className="block text-xs text-muted-foreground">
          <Trans>{refunded} refunded</Trans>
        </span>
      )}
      {order.hasCreditNote && (
        <a
          href={paymentDocumentUrl(order.id, 'credit-note', locale)}
          download
          className="block text-xs font-normal underline underline-offset-4"
          aria-label={t`Credit note for ${name}'s refund`}
        >
          <Trans>Credit note</Trans>
        </a>
      )}
    </>
  );
}

const RecordedBy = ({ name }: { name: string }) => <Trans>by {name}</Trans>;

/** The parent who paid their child's order; nothing for the student's own or the desk's. */
function PaidByParent({ order }: { order: AdminOrder }) {
  if (!order.paidBy?.parent) return null;
  const name = order.paidBy.name;
  return (
    <span className="block text-xs text-muted-foreground">
      <Trans>Paid by parent {name}</Trans>
    </span>
  );
}

interface PaymentsListProps {
  orders: AdminOrder[];
  onRefund: (order: AdminOrder) => void;
}

/** Orders as cards on a phone, as a table (scrolling sideways inside its box) from md up. */
export function PaymentsList({ orders, onRefund }: PaymentsListProps) {
  const { t, i18n } = useLingui();
  const isWide = useMediaQuery('(min-width: 768px)');
  const dateFormat = useDateFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const when = (o: AdminOrder) => dateFormat.format(new Date(o.paidAt ?? o.createdAt));
  const methodLabel = (method: string | null) => {
    if (!method) return '—';
    return isOfflineMethod(method) ? i18n._(OFFLINE_METHOD_LABELS[method]) : method;
  };
  const refundButton = (o: AdminOrder) => {
    if (!canRefund(o)) return null;
    const name = o.student.name;
    const item = o.item.title;
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => onRefund(o)}
        aria-label={t`Refund ${name}'s payment for ${item}`}
      >
        <Trans>Refund</Trans>
      </Button>
    );
  };
  const headings = [
    t`Date`,
    t`Student`,
    t`Item`,
    t`Amount`,
    t`Status`,
    t`Method`,
    t`Receipt`,
    t`Payment id`,
  ];

  if (!isWide)
    return (
      <ul className="grid gap-3" aria-label={t`Payments`}>
        {orders.map((o) => (
          <li key={o.id} className="rounded-lg border p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{o.student.name}</p>
                <p className="text-sm text-muted-foreground">{o.student.phone}</p>
                <PaidByParent order={o} />
              </div>
              <p className="text-right font-semibold tabular-nums">
                <Amount order={o} />
              </p>
            </div>
            <p className="mt-2 text-sm">{o.item.title}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {i18n._(STATUS_LABELS[o.status])} · {when(o)} · {methodLabel(o.method)}
              {o.receiptNo ? ` · ${o.receiptNo}` : ''}
            </p>
            {o.providerRef && (
              <p className="mt-1 text-xs break-all text-muted-foreground">{o.providerRef}</p>
            )}
            {o.failureReason && <p className="mt-1 text-xs text-destructive">{o.failureReason}</p>}
            {canRefund(o) && <div className="mt-3">{refundButton(o)}</div>}
          </li>
        ))}
      </ul>
    );

  return (
    <Table caption={t`Payments, newest first`}>
      <TableHead columns={headings.map((label) => ({ label }))} actions />
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} className="border-t align-top">
            <td className="px-4 py-2 whitespace-nowrap">{when(o)}</td>
            <td className="px-4 py-2">
              {o.student.name}
              <span className="block text-xs text-muted-foreground">{o.student.phone}</span>
              <PaidByParent order={o} />
            </td>
            <td className="px-4 py-2">{o.item.title}</td>
            <td className="px-4 py-2 whitespace-nowrap tabular-nums">
              <Amount order={o} />
            </td>
            <td className="px-4 py-2">
              {i18n._(STATUS_LABELS[o.status])}
              {o.failureReason && (
                <span className="block text-xs text-destructive">{o.failureReason}</span>
              )}
            </td>
            <td className="px-4 py-2">
              {methodLabel(o.method)}
              {o.recordedBy && (
                <span className="block text-xs text-muted-foreground">
                  <RecordedBy name={o.recordedBy} />
                </span>
              )}
            </td>
            <td className="px-4 py-2 whitespace-nowrap">{o.receiptNo ?? '—'}</td>
            <td className="px-4 py-2 font-mono text-xs break-all">{o.providerRef ?? '—'}</td>
            <td className="px-4 py-2">{refundButton(o)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
