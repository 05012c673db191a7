import { Trans } from '@lingui/react/macro';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import type { OpenBatch } from '@academy/contract/batches';
import { formatRupees } from '@academy/contract/indian-numbers';
import { useDateFormat } from '@/lib/i18n/formats';
import { cn } from '@/lib/utils';

/** A batch's instalments, each with its amount and the date a student joining today owes it. */
export function FeeSchedule({
  fee,
  listLabel,
  className,
}: {
  fee: OpenBatch['fee'];
  listLabel: string;
  className?: string;
}) {
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  return (
    <ul className={cn('grid gap-0.5', className)} aria-label={listLabel}>
      {fee.map((f) => {
        const amount = formatRupees(f.amountPaise);
        const date = dateFormat.format(academyMidday(f.dueDate));
        const label = f.label;
        return (
          <li key={`${f.label}-${f.dueDate}`} className="break-words">
            <Trans>
              {label}: {amount}, due {date}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
