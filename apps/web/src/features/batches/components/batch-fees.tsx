import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACADEMY_TIME_ZONE, academyMidday } from '@academy/contract/academy-calendar';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import { ManagedList } from '@/components/managed-list';
import { useDateFormat } from '@/lib/i18n/formats';
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
  const total = formatRupees(instalments.data?.reduce((sum, i) => sum + i.amountPaise, 0) ?? 0);
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
        <ManagedList
          words={{
            add: t`Add an instalment`,
            loading: t`Loading the fee`,
            empty: t`No fee yet. Add its instalments: an amount and a due date each.`,
            list: t`Instalments`,
            confirmDelete: (label) => t`Delete the instalment ${label}?`,
            deleteNotice: t`Nobody owes it any more.`,
          }}
          items={instalments.data}
          isPending={instalments.isPending}
          isError={instalments.isError}
          loadError={instalments.error?.message}
          getId={(i) => i.id}
          getTitle={(i) => i.label}
          renderDetails={(i) => {
            const amount = formatRupees(i.amountPaise);
            const date = dateFormat.format(academyMidday(i.dueDate));
            const paidForm = pluralForm(i18n, i.paidCount);
            const paidCount = formatCount(i.paidCount);
            return (
              <p className="text-sm text-muted-foreground">
                {amount} · <Trans>Due {date}</Trans> ·{' '}
                {t`${select(paidForm, { one: `${paidCount} student paid`, other: `${paidCount} students paid` })}`}
              </p>
            );
          }}
          renderForm={(instalment, onClose) => (
            <InstalmentFormDialog
              batchId={batchId}
              instalment={instalment ?? null}
              onClose={onClose}
            />
          )}
          // Paid by someone, it stays: their receipt names it.
          canDelete={(i) => i.paidCount === 0}
          onDelete={(i) => remove.mutateAsync(i.id)}
        />
      </section>
      <BatchDues batchId={batchId} batchName={batchName} deskPayment={deskPayment} />
    </div>
  );
}
