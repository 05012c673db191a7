import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OFFLINE_METHODS, type OfflineMethod } from '@academy/contract/admin-payments';
import type { Admitted } from '@academy/contract/admissions';
import { formatRupees } from '@academy/contract/indian-numbers';
import {
  InvoiceAddressFields,
  type InvoiceAddress,
} from '@/components/checkout/invoice-address-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { OFFLINE_METHOD_LABELS } from '@/lib/i18n/payment-methods';
import { toast } from '@/lib/toast';
import { useRecordDeskFee, type DeskFee } from '../api/record-desk-fee';

type Fee = NonNullable<Admitted['admissionFee']>;

/** The admission instalment, taken at the desk now (or left for the student to pay online). */
export function DeskFeeForm({ studentId, fee }: { studentId: string; fee: Fee }) {
  const { t, i18n } = useLingui();
  const record = useRecordDeskFee();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new student has no address yet: the tax invoice prints one (CGST rule 46).
  const [invoice, setInvoice] = useState<InvoiceAddress>({ address: '', state: '' });
  const amount = formatRupees(fee.amountPaise);
  const label = fee.label;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    try {
      const { message } = await record.mutateAsync({
        studentId,
        instalmentId: fee.instalmentId,
        amountPaise: fee.amountPaise,
        method: String(new FormData(event.currentTarget).get('method')) as OfflineMethod,
        address: invoice.address,
        state: invoice.state as DeskFee['state'],
      });
      if (message) toast.success(message);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  if (record.isSuccess) {
    return (
      <p role="status">
        <Trans>
          {label} of {amount} recorded at the desk.
        </Trans>
      </p>
    );
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
      aria-labelledby="desk-fee-heading"
    >
      <h2 id="desk-fee-heading" className="text-lg font-semibold">
        <Trans>Admission fee</Trans>
      </h2>
      <p>
        <Trans>
          {label}: {amount}. The student can pay it online, or you can record it here.
        </Trans>
      </p>
      <FormField id="desk-fee-method" label={t`Paid by`}>
        {(control) => (
          <Select {...control} name="method" defaultValue="cash">
            {OFFLINE_METHODS.map((m) => (
              <option key={m} value={m}>
                {i18n._(OFFLINE_METHOD_LABELS[m])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <InvoiceAddressFields
        value={invoice}
        onChange={setInvoice}
        errors={{ address: errors.address, state: errors.state }}
        forChild
      />
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={record.isPending} className="justify-self-start">
        <Trans>Record at the desk</Trans>
      </Button>
    </form>
  );
}
