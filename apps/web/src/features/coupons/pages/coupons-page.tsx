import { formatRupees } from '@academy/contract/indian-numbers';
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Coupon } from '@academy/contract/coupons';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCoupons, useDeleteCoupon } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

const discountLabel = (c: Pick<Coupon, 'kind' | 'value'>) =>
  c.kind === 'percent' ? `${c.value}% off` : `${formatRupees(c.value)} off`;

function statusOf(c: Coupon, now = Date.now()) {
  if (!c.active) return 'Inactive';
  if (c.validTo && Date.parse(c.validTo) < now) return 'Expired';
  if (c.validFrom && Date.parse(c.validFrom) > now) return 'Scheduled';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'Used up';
  return 'Active';
}

const validity = (c: Coupon) =>
  c.validFrom || c.validTo
    ? `${c.validFrom ? when(c.validFrom) : 'now'} – ${c.validTo ? when(c.validTo) : 'no end'}`
    : 'Always';

/** /admin/coupons: the academy's discount codes, their rules and how often they were used. */
export function CouponsPage() {
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Coupon | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Coupons</h1>
          <p className="text-sm text-muted-foreground">
            Applied when a student pays; a coupon that makes the price zero enrolls at once.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> New coupon
        </Button>
      </header>

      {coupons.isPending ? (
        <Spinner label="Loading coupons" />
      ) : coupons.isError ? (
        <p role="alert">{coupons.error.message}</p>
      ) : coupons.data.length === 0 ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          No coupons yet.
        </p>
      ) : (
        <ul aria-label="Coupons" className="grid gap-3">
          {coupons.data.map((c) => (
            <li
              key={c.id}
              className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-lg font-semibold">{c.code}</span>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
                    {statusOf(c)}
                  </span>
                </p>
                <p className="text-sm">
                  {discountLabel(c)} ·{' '}
                  {c.courseIds.length + c.noteIds.length
                    ? `${c.courseIds.length + c.noteIds.length} chosen item(s)`
                    : 'All paid items'}
                </p>
                <p className="text-sm text-muted-foreground">
                  {validity(c)} · Used {c.usedCount}
                  {c.maxUses !== null ? ` / ${c.maxUses}` : ''}
                  {c.maxUsesPerStudent !== null
                    ? `, ${c.maxUsesPerStudent} per student`
                    : ''} · {formatRupees(c.discountGivenPaise)} given
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(c)}>
                  <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {c.code}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setToDelete(c)}>
                  <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {c.code}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <Dialog open onOpenChange={(open) => !open && setEditing(null)}>
          <DialogContent className="max-h-[90dvh] overflow-y-auto">
            <DialogTitle>{editing === 'new' ? 'New coupon' : `Edit ${editing.code}`}</DialogTitle>
            <DialogDescription>
              Prices include GST; the discount comes off that price.
            </DialogDescription>
            <CouponForm
              coupon={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </DialogContent>
        </Dialog>
      )}
      {toDelete && (
        <ConfirmDialog
          title={`Delete ${toDelete.code}?`}
          confirmLabel="Delete"
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              onSuccess: () => {
                toast.success(COUPON_MESSAGES.deleted);
                setToDelete(null);
              },
              onError: (error) => {
                toast.error(error instanceof ApiError ? error.message : String(error));
                setToDelete(null);
              },
            })
          }
        >
          Students can no longer use it. A coupon already used cannot be deleted: edit it and untick
          Active instead.
        </ConfirmDialog>
      )}
    </div>
  );
}
