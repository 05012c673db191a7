import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { formResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { OFFLINE_METHODS, offlinePaymentSchema } from '@academy/contract/admin-payments';
import { paiseToRupees, rupeesToPaise } from '@academy/contract/money';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { academyToday } from '@academy/contract/academy-calendar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { InvoiceAddressFields } from '@/components/checkout/invoice-address-fields';
import { ApiError } from '@/lib/api-client';
import { invoiceDetails } from '@/lib/checkout/checkout-api';
import { toast } from '@/lib/toast';
import { usePaidItems } from '../api/list-paid-items';
import { useRecordOfflinePayment } from '../api/record-offline-payment';
import { OFFLINE_METHOD_LABELS } from '@/lib/i18n/payment-methods';
import { StudentPicker } from './student-picker';

const fields = offlinePaymentSchema.shape;
/** The form types rupees and picks one item ("course:<id>"); the contract checks the rest. */
const offlineFormSchema = z.object({
  studentId: fields.studentId,
  item: z.string().regex(/^(course|note|instalment):/, PAYMENT_MESSAGES.itemRequired),
  amount: z
    .string()
    .refine(
      (v) => fields.amountPaise.safeParse(rupeesToPaise(v)).success,
      PAYMENT_MESSAGES.offlineAmount,
    ),
  method: fields.method,
  reference: fields.reference,
  paidOn: z.union([z.literal(''), fields.paidOn.unwrap()]),
  address: fields.address,
  state: fields.state,
});
type OfflineForm = z.input<typeof offlineFormSchema>;

/** The server's field names, under the form's. */
const FORM_FIELD: Record<string, keyof OfflineForm> = {
  studentId: 'studentId',
  courseId: 'item',
  noteId: 'item',
  instalmentId: 'item',
  amountPaise: 'amount',
  method: 'method',
  reference: 'reference',
  paidOn: 'paidOn',
  address: 'address',
  state: 'state',
};

const ITEM_FIELDS = { course: 'courseId', note: 'noteId', instalment: 'instalmentId' } as const;

/** A batch fee a member owes: the student and the item are settled, the rest is the desk's. */
interface Due {
  student: { id: string; name: string };
  instalmentId: string;
  title: string;
  amountPaise: number;
}

/**
 * Cash, UPI to the academy's QR or a bank transfer, taken at the desk: access and a receipt.
 * Opened for a batch fee (`due`), the student and the instalment are fixed.
 */
export function OfflinePaymentDialog({ onClose, due }: { onClose: () => void; due?: Due }) {
  const { t, i18n } = useLingui();
  const items = usePaidItems({ enabled: !due });
  const record = useRecordOfflinePayment();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<OfflineForm>({
    resolver: formResolver(offlineFormSchema),
    defaultValues: {
      studentId: due?.student.id ?? '',
      item: due ? `instalment:${due.instalmentId}` : '',
      amount: due ? paiseToRupees(due.amountPaise) : '',
      method: 'cash',
      reference: '',
      paidOn: academyToday(),
      address: '',
      state: '',
    },
  });
  // A tax invoice prints the student's address and state (rule 46): asked here as at checkout,
  // prefilled from the student's record, and saved there.
  const [studentId, address, state] = useWatch({
    control,
    name: ['studentId', 'address', 'state'],
  });
  const invoice = useQuery({
    queryKey: ['payments', 'invoice-details', studentId],
    queryFn: () => invoiceDetails(studentId),
    enabled: Boolean(studentId),
  });
  const asksAddress = invoice.data?.taxInvoice === true;
  useEffect(() => {
    if (!invoice.data) return;
    setValue('address', invoice.data.address ?? '');
    setValue('state', (invoice.data.state ?? '') as OfflineForm['state']);
  }, [invoice.data, setValue]);

  const chooseItem = (value: string) => {
    const [kind, id] = value.split(':');
    const chosen = items.data?.find((i) => i.kind === kind && i.id === id);
    if (chosen) setValue('amount', paiseToRupees(chosen.pricePaise));
  };

  const onSubmit = handleSubmit(async (form) => {
    // Asked as the server asks it (checkout.ts keepInvoiceAddress), before a round trip.
    if (asksAddress && !form.address?.trim())
      return setError('address', { message: PAYMENT_MESSAGES.invoiceAddressRequired });
    if (asksAddress && !form.state)
      return setError('state', { message: PAYMENT_MESSAGES.invoiceStateRequired });
    const [kind, id] = form.item.split(':') as [keyof typeof ITEM_FIELDS, string];
    try {
      const { message } = await record.mutateAsync({
        studentId: form.studentId,
        [ITEM_FIELDS[kind]]: id,
        amountPaise: rupeesToPaise(form.amount),
        method: form.method,
        ...(form.reference ? { reference: form.reference } : {}),
        ...(form.paidOn ? { paidOn: form.paidOn } : {}),
        address: asksAddress ? form.address : undefined,
        state: asksAddress ? form.state || null : undefined,
      });
      toast.success(message ?? PAYMENT_MESSAGES.offlineRecorded);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const known = Object.entries(error.fieldErrors).filter(([f]) => FORM_FIELD[f]);
      for (const [f, message] of known) setError(FORM_FIELD[f]!, { message });
      if (!known.length) setError('root', { message: error.message });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>
          <Trans>Record offline payment</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Money taken at the academy. The student gets access and the next numbered receipt.
          </Trans>
        </DialogDescription>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          {due ? (
            <dl className="grid gap-1 text-sm">
              <dt className="text-muted-foreground">
                <Trans>Student</Trans>
              </dt>
              <dd className="font-medium">{due.student.name}</dd>
              <dt className="text-muted-foreground">
                <Trans>Batch fee</Trans>
              </dt>
              <dd className="font-medium">
                {due.title} ({formatRupees(due.amountPaise)})
              </dd>
            </dl>
          ) : (
            <>
              <Controller
                control={control}
                name="studentId"
                render={({ field }) => (
                  <StudentPicker
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.studentId?.message}
                  />
                )}
              />
              <FormField id="offline-item" label={t`Course or note`} error={errors.item?.message}>
                {(field) => (
                  <Select
                    {...field}
                    {...register('item', { onChange: (e) => chooseItem(e.target.value) })}
                    disabled={!items.data}
                  >
                    <option value="">{items.isPending ? t`Loading...` : t`Choose one`}</option>
                    {(['course', 'note'] as const).map((kind) => (
                      <optgroup key={kind} label={kind === 'course' ? t`Courses` : t`Notes`}>
                        {items.data
                          ?.filter((i) => i.kind === kind)
                          .map((i) => (
                            <option key={i.id} value={`${kind}:${i.id}`}>
                              {i.title} ({formatRupees(i.pricePaise)})
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </Select>
                )}
              </FormField>
            </>
          )}
          {due && (errors.studentId ?? errors.item)?.message && (
            <FormAlert message={(errors.studentId ?? errors.item)!.message!} />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="offline-amount"
              label={t`Amount received (₹)`}
              error={errors.amount?.message}
            >
              {(field) => (
                <Input {...field} {...register('amount')} inputMode="decimal" autoComplete="off" />
              )}
            </FormField>
            <FormField id="offline-method" label={t`Paid by`} error={errors.method?.message}>
              {(field) => (
                <Select {...field} {...register('method')}>
                  {OFFLINE_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {i18n._(OFFLINE_METHOD_LABELS[m])}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id="offline-reference"
              label={t`Reference (optional)`}
              hint={t`UTR, cheque or receipt-book number`}
              error={errors.reference?.message}
            >
              {(field) => <Input {...field} {...register('reference')} autoComplete="off" />}
            </FormField>
            <FormField id="offline-date" label={t`Paid on`} error={errors.paidOn?.message}>
              {(field) => (
                <Input {...field} {...register('paidOn')} type="date" max={academyToday()} />
              )}
            </FormField>
          </div>
          {asksAddress && (
            <InvoiceAddressFields
              value={{ address: address ?? '', state: state ?? '' }}
              onChange={(value) => {
                setValue('address', value.address);
                setValue('state', value.state as OfflineForm['state']);
              }}
              errors={{ address: errors.address?.message, state: errors.state?.message }}
              forChild
            />
          )}
          {errors.root?.message && <FormAlert message={errors.root.message} />}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Recording...` : t`Record payment`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
