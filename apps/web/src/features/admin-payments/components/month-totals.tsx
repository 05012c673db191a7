import { useLingui } from '@lingui/react/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import type { MonthTotals as Totals } from '@academy/contract/admin-payments';
import { useDateFormat } from '@/lib/i18n/formats';

/** This month in India: money in, money back, and what stays (see MonthTotals). */
export function MonthTotals({ totals }: { totals: Totals }) {
  const { t } = useLingui();
  const monthName = useDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  const figures = [
    { label: t`Collected`, value: totals.collectedPaise },
    { label: t`Refunded`, value: totals.refundedPaise },
    { label: t`Net`, value: totals.netPaise },
  ];
  return (
    <section aria-labelledby="month-totals-heading" className="mt-6">
      <h2 id="month-totals-heading" className="text-sm font-medium text-muted-foreground">
        {monthName.format(new Date(`${totals.month}-01T00:00:00Z`))}
      </h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatRupees(f.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
