import { formatRupees } from '@academy/contract/indian-numbers';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { refundSchema, type AdminOrder } from '@academy/contract/admin-payments';
import { PAYMENT_MESSAGES, rupeesToPaise } from '@academy/contract/payments';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/refund-order';
import { asRupees, refundableOf } from './order-display';

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
  const refund = useRefundOrder();
  const left = refundableOf(order);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: asRupees(left), reason: '' },
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
        <DialogTitle>Refund {order.student.name}</DialogTitle>
        <DialogDescription>
          {order.item.title}: paid {formatRupees(order.amountPaise)}, {formatRupees(left)} left to
          refund. A full refund ends the student&apos;s access.
        </DialogDescription>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="refund-amount" label="Amount (₹)" error={errors.amount?.message}>
            {(field) => (
              <Input {...field} {...register('amount')} inputMode="decimal" autoComplete="off" />
            )}
          </FormField>
          <FormField id="refund-reason" label="Reason" error={errors.reason?.message}>
            {(field) => <Input {...field} {...register('reason')} autoComplete="off" />}
          </FormField>
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Refunding...' : 'Confirm refund'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
