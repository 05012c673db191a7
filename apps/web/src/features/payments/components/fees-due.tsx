import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import type { FeeDue } from '@academy/contract/batch-fees';
import { formatRupees } from '@academy/contract/indian-numbers';
import { LazyCheckout } from '@/components/checkout/buy-button';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/i18n/formats';
import type { CheckoutItem } from '@/lib/checkout/checkout-api';

interface FeesDueProps {
  fees: FeeDue[];
  /** A parent pays for this child (the order is the child's); without it, the student pays. */
  forStudentId?: string;
  label: string;
}

/** Batch fees overdue or due soon, each with its amount and date, and "Pay now". */
export function FeesDue({ fees, forStudentId, label }: FeesDueProps) {
  const { t } = useLingui();
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  const [paying, setPaying] = useState<CheckoutItem | null>(null);
  return (
    <>
      <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
        {fees.map((fee) => {
          const title = `${fee.batchName} · ${fee.label}`;
          const date = dateFormat.format(academyMidday(fee.dueDate));
          const overdue = fee.state === 'overdue';
          return (
            <li
              key={fee.instalmentId}
              className={`grid gap-2 rounded-lg border bg-card p-4 ${overdue ? 'border-destructive' : ''}`}
            >
              <p className="font-medium break-words">{title}</p>
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span className="text-base font-semibold">{formatRupees(fee.amountPaise)}</span>
                {overdue ? (
                  <span className="flex items-center gap-1 font-medium text-destructive">
                    <AlertCircle aria-hidden="true" className="size-4" />
                    <Trans>Overdue since {date}</Trans>
                  </span>
                ) : (
                  <span className="text-muted-foreground">
                    <Trans>Due {date}</Trans>
                  </span>
                )}
              </p>
              <Button
                className="w-full sm:w-fit"
                aria-label={t`Pay ${title} now`}
                onClick={() =>
                  setPaying({
                    kind: 'instalment',
                    id: fee.instalmentId,
                    title,
                    pricePaise: fee.amountPaise,
                    ...(forStudentId ? { forStudentId } : {}),
                  })
                }
              >
                <Trans>Pay now</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      {paying && <LazyCheckout item={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
