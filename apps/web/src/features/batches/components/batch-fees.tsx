import { useState } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import type { Instalment } from '@academy/contract/batch-fees';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { toastOutcome } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useDeleteInstalment, useInstalments } from '../api/batches';
import type { DeskPaymentSlot } from '../pages/batch-page';
import { BatchDues } from './batch-dues';
import { InstalmentFormDialog } from './instalment-form-dialog';

/** A batch's fee: its instalments to add, edit and remove, then who owes what. */
export function BatchFees({
  batchId,
  batchName,
  deskPayment,
}: {
  batchId: string;
  batchName: string;
  deskPayment?: DeskPaymentSlot | undefined;
}) {
  const { t, i18n } = useLingui();
  const instalments = useInstalments(batchId);
  const remove = useDeleteInstalment(batchId);
  const dateFormat = useDateFormat({ dateStyle: 'medium', timeZone: ACADEMY_TIME_ZONE });
  const [editing, setEditing] = useState<Instalment | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Instalment | null>(null);
  const total = formatRupees(instalments.data?.reduce((sum, i) => sum + i.amountPaise, 0) ?? 0);
  const deleting = toDelete?.label ?? '';
  return (
    <div className="grid gap-8">
      <section aria-labelledby="fees-instalments" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="fees-instalments" className="text-lg font-semibold">
            <Trans>Instalments</Trans>
          </h2>
          {instalments.data && instalments.data.length > 0 && (
            <p className="text-sm">
              <Trans>Fee per student: {total}</Trans>
            </p>
          )}
        </div>
        <Button className="w-fit" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> <Trans>Add an instalment</Trans>
        </Button>
        {instalments.isPending ? (
          <Spinner label={t`Loading the fee`} />
        ) : instalments.isError ? (
          <LoadError error={instalments.error} />
        ) : instalments.data.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No fee yet. Add its instalments: an amount and a due date each.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t`Instalments`}>
            {instalments.data.map((i) => {
              const label = i.label;
              const amount = formatRupees(i.amountPaise);
              const date = dateFormat.format(academyMidday(i.dueDate));
              const paid = i.paidCount;
              const paidForm = pluralForm(i18n, paid);
              const paidCount = formatCount(paid);
              return (
                <li
                  key={i.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                >
                  <span className="grid min-w-0">
                    <span className="font-medium">
                      {label} · {amount}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      <Trans>Due {date}</Trans> ·{' '}
                      {t`${select(paidForm, { one: `${paidCount} student paid`, other: `${paidCount} students paid` })}`}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t`Edit ${label}`}
                      onClick={() => setEditing(i)}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    {paid === 0 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Remove ${label}`}
                        onClick={() => setToDelete(i)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <BatchDues batchId={batchId} batchName={batchName} deskPayment={deskPayment} />
      {editing && (
        <InstalmentFormDialog
          batchId={batchId}
          instalment={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          title={t`Remove the instalment ${deleting}?`}
          confirmLabel={t`Remove`}
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              ...toastOutcome,
              onSettled: () => setToDelete(null),
            })
          }
        >
          <Trans>Nobody owes it any more.</Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
