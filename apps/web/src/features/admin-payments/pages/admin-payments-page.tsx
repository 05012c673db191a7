import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Plus } from 'lucide-react';
import { ORDER_STATUS_FILTERS, type AdminOrder } from '@academy/contract/admin-payments';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/loading-block';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  exportCsvHref,
  usePayments,
  type PaymentFilters as Filters,
  type StatusFilter,
} from '../api/list-payments';
import { GstReturnsCard } from '../components/gst-returns-card';
import { MonthTotals } from '../components/month-totals';
import { OfflinePaymentDialog } from '../components/offline-payment-dialog';
import { PaymentFilters } from '../components/payment-filters';
import { PaymentsList } from '../components/payments-list';
import { RefundDialog } from '../components/refund-dialog';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the URL, anything malformed read as no filter. */
function readFilters(params: URLSearchParams): Filters {
  const status = params.get('status') as StatusFilter;
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? params.get(key)! : '');
  return {
    q: params.get('q') ?? '',
    status: ORDER_STATUS_FILTERS.includes(status) ? status : 'all',
    from: date('from'),
    to: date('to'),
  };
}

/** Admin > Payments: every order, this month's money, refunds and payments taken at the desk. */
export function AdminPaymentsPage() {
  const { t } = useLingui();
  const [params, update] = useUrlFilters();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payments = usePayments(filters, page);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const [isRecording, setIsRecording] = useState(false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Payments</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>Every order, newest first.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={exportCsvHref(filters)} download>
              <Download aria-hidden="true" /> <Trans>Export CSV</Trans>
            </a>
          </Button>
          <Button onClick={() => setIsRecording(true)}>
            <Plus aria-hidden="true" /> <Trans>Record offline payment</Trans>
          </Button>
        </div>
      </div>

      {payments.data && <MonthTotals totals={payments.data.month} />}
      <GstReturnsCard />
      <PaymentFilters filters={filters} onChange={(changes) => update(changes)} />

      <div className="mt-6">
        {payments.isPending ? (
          <LoadingBlock label={t`Loading payments`} />
        ) : payments.isError ? (
          <LoadError error={payments.error} />
        ) : payments.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">
            <Trans>No payments match.</Trans>
          </p>
        ) : (
          <PaymentsList orders={payments.data.items} onRefund={setRefunding} />
        )}
        {payments.data && (
          <Pagination
            page={page}
            totalPages={pageCount(payments.data)}
            onPage={(next) => update({ page: String(next) })}
          />
        )}
      </div>

      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
      {isRecording && <OfflinePaymentDialog onClose={() => setIsRecording(false)} />}
    </div>
  );
}
