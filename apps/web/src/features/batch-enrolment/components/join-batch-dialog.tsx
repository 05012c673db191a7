import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenBatch } from '@academy/contract/batches';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { pluralForm } from '@/lib/i18n/plural-form';
import { toastOutcome } from '@/lib/toast';
import { useJoinBatch } from '../api/open-batches';
import { FeeSchedule } from './fee-schedule';

/**
 * Join's confirmation: what the student will owe, instalment by instalment, before anyone is
 * seated. The server takes the total shown and refuses it if the fee changed meanwhile; the
 * list is then read again, so the dialog shows the new fee to confirm.
 */
export function JoinBatchDialog({
  batch,
  open,
  onClose,
}: {
  batch: OpenBatch;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const join = useJoinBatch();
  const name = batch.name;
  const feePaise = batch.fee.reduce((sum, f) => sum + f.amountPaise, 0);
  const total = formatRupees(feePaise);
  const count = formatCount(batch.fee.length);
  const confirm = () =>
    join.mutate(
      { batchId: batch.id, feePaise },
      { ...toastOutcome, onSuccess: (res) => (toastOutcome.onSuccess(res), onClose()) },
    );
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle className="pr-6 break-words">
          <Trans>Join {name}?</Trans>
        </DialogTitle>
        <DialogDescription>
          {batch.fee.length === 0
            ? t`This batch has no fee.`
            : t`${select(pluralForm(i18n, batch.fee.length), {
                one: `You will owe ${total} in ${count} instalment`,
                other: `You will owe ${total} in ${count} instalments`,
              })}`}
        </DialogDescription>
        {batch.fee.length > 0 && (
          <FeeSchedule fee={batch.fee} listLabel={t`Instalments of ${name}`} className="text-sm" />
        )}
        {batch.seatsLeft === 0 && (
          <p className="text-sm">
            <Trans>
              The batch is full: you go on its waiting list, and owe nothing until you get a seat.
            </Trans>
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={join.isPending}>
            {join.isPending ? t`Joining...` : t`Confirm and join`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
