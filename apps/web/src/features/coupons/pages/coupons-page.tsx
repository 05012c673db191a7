import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, select } from '@lingui/core/macro';
import { formatCount, formatRupees } from '@academy/contract/indian-numbers';
import type { Coupon } from '@academy/contract/coupons';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/i18n/formats';
import { toast, toastOutcome } from '@/lib/toast';
import { pluralForm } from '@/lib/i18n/plural-form';
import { useCoupons, useDeleteCoupon } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';

const STATES = {
  inactive: msg`Inactive`,
  expired: msg`Expired`,
  scheduled: msg`Scheduled`,
  usedUp: msg`Used up`,
  active: msg`Active`,
};

function stateOf(c: Coupon, now = Date.now()): keyof typeof STATES {
  if (!c.active) return 'inactive';
  if (c.validTo && Date.parse(c.validTo) < now) return 'expired';
  if (c.validFrom && Date.parse(c.validFrom) > now) return 'scheduled';
  // Uses unpaid orders hold count too: no one else can take them until the holds lapse.
  if (c.maxUses !== null && c.usedCount + c.heldCount >= c.maxUses) return 'usedUp';
  return 'active';
}

/** A coupon's card: its code and state, what it takes off, when, and how often it was used. */
function CouponRow({
  coupon: c,
  onEdit,
  onDelete,
}: {
  coupon: Coupon;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const dateFormat = useDateFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const when = (iso: string) => dateFormat.format(new Date(iso));
  const status = i18n._(STATES[stateOf(c)]);
  const percent = c.value;
  const rupees = formatRupees(c.value);
  const discount = c.kind === 'percent' ? t`${percent}% off` : t`${rupees} off`;
  const chosen = c.courseIds.length + c.noteIds.length;
  const chosenForm = pluralForm(i18n, chosen);
  const chosenCount = formatCount(chosen);
  const appliesTo = chosen
    ? t`${select(chosenForm, { one: `${chosenCount} chosen item`, other: `${chosenCount} chosen items` })}`
    : t`All paid items`;
  const from = c.validFrom ? when(c.validFrom) : t`now`;
  const to = c.validTo ? when(c.validTo) : t`no end`;
  const validity = c.validFrom || c.validTo ? `${from} – ${to}` : t`Always`;
  const used = c.usedCount;
  const limit = c.maxUses;
  const perStudent = c.maxUsesPerStudent;
  const given = formatRupees(c.discountGivenPaise);
  const heldCount = formatCount(c.heldCount);
  const heldForm = pluralForm(i18n, c.heldCount);
  const uses = [
    limit === null ? t`Used ${used}` : t`Used ${used} / ${limit}`,
    ...(c.heldCount === 0
      ? []
      : [
          t`${select(heldForm, { one: `${heldCount} held by an unpaid order`, other: `${heldCount} held by unpaid orders` })}`,
        ]),
    ...(perStudent === null ? [] : [t`${perStudent} per student`]),
  ].join(', ');
  const code = c.code;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-semibold">{code}</span>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{status}</span>
        </p>
        <p className="text-sm">
          {discount} · {appliesTo}
        </p>
        <p className="text-sm text-muted-foreground">
          {validity} · {uses} · <Trans>{given} given</Trans>
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />{' '}
          <Trans>
            Edit<span className="sr-only"> {code}</span>
          </Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />{' '}
          <Trans>
            Delete<span className="sr-only"> {code}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}

/** /admin/coupons: the academy's discount codes, their rules and how often they were used. */
export function CouponsPage() {
  const { t } = useLingui();
  const coupons = useCoupons();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Coupon | null>(null);
  const editingCode = editing && editing !== 'new' ? editing.code : '';
  const deletingCode = toDelete?.code ?? '';

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Coupons</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Applied when a student pays; a coupon that makes the price zero enrols at once.
            </Trans>
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> <Trans>New coupon</Trans>
        </Button>
      </header>

      {coupons.isPending ? (
        <Spinner label={t`Loading coupons`} />
      ) : coupons.isError ? (
        <LoadError error={coupons.error} />
      ) : coupons.data.length === 0 ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          <Trans>No coupons yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Coupons`} className="grid gap-3">
          {coupons.data.map((c) => (
            <CouponRow
              key={c.id}
              coupon={c}
              onEdit={() => setEditing(c)}
              onDelete={() => setToDelete(c)}
            />
          ))}
        </ul>
      )}

      {editing && (
        <Dialog open onOpenChange={(open) => !open && setEditing(null)}>
          <DialogContent className="max-h-[90dvh] overflow-y-auto">
            <DialogTitle>{editing === 'new' ? t`New coupon` : t`Edit ${editingCode}`}</DialogTitle>
            <DialogDescription>
              <Trans>Prices include GST; the discount comes off that price.</Trans>
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
          title={t`Delete ${deletingCode}?`}
          confirmLabel={t`Delete`}
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
                toastOutcome.onError(error);
                setToDelete(null);
              },
            })
          }
        >
          <Trans>
            Students can no longer use it. A coupon already used cannot be deleted: edit it and
            untick Active instead.
          </Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
