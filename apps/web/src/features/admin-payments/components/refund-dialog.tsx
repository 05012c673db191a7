import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { refundSchema, type AdminOrder } from '@academy/contract/admin-payments';
import { paiseToRupees, rupeesToPaise } from '@academy/contract/money';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/refund-order';
import { refundableOf } from './order-display';

/** The form types rupees; the contract's rules apply to their exact paise. */
const refundFormSchema = z.object({
  amount: z
    .string()
    .refine(
      (v) => refundSchema.shape.amountPaise.safeParse(rupeesToPaise(v)).success,
      PAYMENT_MESSAGES.refundAmount,
    ),
  reason: refundSchema.shape.reason,
});
type RefundForm = z.infer<typeof refundFormSchema>;

interface RefundDialogProps {
  order: AdminOrder;
  onClose: () => void;
}

/** Gives back all or part of a payment; a full refund ends the student's access. */
export function RefundDialog({ order, onClose }: RefundDialogProps) {
  const { t } = useLingui();
  const refund = useRefundOrder();
  const left = refundableOf(order);
  const name = order.student.name;
  const item = order.item.title;
  const paid = formatRupees(order.amountPaise);
  const leftText = formatRupees(left);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundForm>({
    resolver: formResolver(refundFormSchema),
    defaultValues: { amount: paiseToRupees(left), reason: '' },
  });

  const onSubmit = handleSubmit(async ({ amount, reason }) => {
    try {
      const { message } = await refund.mutateAsync({
        orderId: order.id,
        amountPaise: rupeesToPaise(amount),
        reason,
      });
      toast.success(message ?? PAYMENT_MESSAGES.refunded);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.fieldErrors;
      if (field.amountPaise) setError('amount', { message: field.amountPaise });
      if (field.reason) setError('reason', { message: field.reason });
      if (!field.amountPaise && !field.reason) setError('root', { message: error.message });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          <Trans>Refund {name}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            {item}: paid {paid}, {leftText} left to refund. A full refund ends the student&apos;s
            access.
          </Trans>
        </DialogDescription>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="refund-amount" label={t`Amount (₹)`} error={errors.amount?.message}>
            {(field) => (
              <Input {...field} {...register('amount')} inputMode="decimal" autoComplete="off" />
            )}
          </FormField>
          <FormField id="refund-reason" label={t`Reason`} error={errors.reason?.message}>
            {(field) => <Input {...field} {...register('reason')} autoComplete="off" />}
          </FormField>
          {errors.root?.message && <FormAlert message={errors.root.message} />}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? t`Refunding...` : t`Confirm refund`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
