import { useLingui } from '@lingui/react/macro';
import type { Instalment } from '@academy/contract/batch-fees';
import { paiseToRupees, rupeesToPaise } from '@academy/contract/money';
import { FormDialog } from '@/components/form-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useSaveInstalment } from '../api/batches';

/** One instalment of a batch's fee: its name, amount in rupees and due date. */
export function InstalmentFormDialog({
  batchId,
  instalment,
  onClose,
}: {
  batchId: string;
  instalment: Instalment | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveInstalment(batchId);
  const { submit, errors, failure } = useDialogForm(
    (text) =>
      save.mutateAsync({
        instalmentId: instalment?.id,
        values: {
          label: text('label'),
          amountPaise: rupeesToPaise(text('amount')),
          dueDate: text('dueDate'),
        },
      }),
    onClose,
  );
  return (
    <FormDialog
      title={instalment ? t`Edit instalment` : t`Add an instalment`}
      description={t`Every student of the batch owes it from its due date until it is paid.`}
      onSubmit={(e) => void submit(e)}
      isSubmitting={save.isPending}
      submitLabel={t`Save instalment`}
      onClose={onClose}
    >
      <FormField id="instalment-label" label={t`Name`} error={errors.label}>
        {(control) => (
          <Input
            {...control}
            name="label"
            placeholder={t`Term 1`}
            maxLength={60}
            defaultValue={instalment?.label ?? ''}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="instalment-amount"
          label={t`Amount (₹)`}
          hint={t`GST included`}
          error={errors.amountPaise}
        >
          {(control) => (
            <Input
              {...control}
              name="amount"
              inputMode="decimal"
              defaultValue={instalment ? paiseToRupees(instalment.amountPaise) : ''}
            />
          )}
        </FormField>
        <FormField id="instalment-due" label={t`Due on`} error={errors.dueDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="dueDate"
              defaultValue={instalment?.dueDate ?? ''}
            />
          )}
        </FormField>
      </div>
      {failure && <FormAlert message={failure} />}
    </FormDialog>
  );
}
