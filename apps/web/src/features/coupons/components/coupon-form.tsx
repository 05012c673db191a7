import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Coupon, CouponInput } from '@academy/contract/coupons';
import { paiseToRupees, rupeesToPaise } from '@academy/contract/money';
import { COUPON_MESSAGES } from '@academy/contract/payments';
import { academyInstant, academyLocalTime } from '@academy/contract/academy-calendar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { toast } from '@/lib/toast';
import { usePaidItems, useSaveCoupon } from '../api/coupons';

/** datetime-local speaks the academy's clock (India); the API wants an instant. */
const toInstant = (local: string) => (local ? academyInstant(local).toISOString() : null);
const toLocal = (iso: string | null) => (iso ? academyLocalTime(Date.parse(iso)) : '');

interface CouponFormProps {
  coupon: Coupon | null;
  onDone: () => void;
}

/** New or edited coupon: code, percent or rupees off, dates, limits and which items. */
export function CouponForm({ coupon, onDone }: CouponFormProps) {
  const { t, i18n } = useLingui();
  const save = useSaveCoupon();
  const items = usePaidItems();
  const [kind, setKind] = useState<'percent' | 'flat'>(coupon?.kind ?? 'percent');
  const [scope, setScope] = useState<'all' | 'chosen'>(
    coupon && coupon.courseIds.length + coupon.noteIds.length > 0 ? 'chosen' : 'all',
  );
  const [chosen, setChosen] = useState(
    new Set([...(coupon?.courseIds ?? []), ...(coupon?.noteIds ?? [])]),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const count = (name: string) => (text(name) ? Number(text(name)) : null);
    const value = kind === 'percent' ? Number(text('value')) : rupeesToPaise(text('value'));
    if (Number.isNaN(value)) {
      setErrors({
        value: kind === 'percent' ? COUPON_MESSAGES.percentRange : COUPON_MESSAGES.flatAmount,
      });
      return;
    }
    const only = (list: { id: string }[] | undefined) =>
      scope === 'all' ? [] : (list ?? []).map((i) => i.id).filter((id) => chosen.has(id));
    const values: CouponInput = {
      code: text('code'),
      kind,
      value,
      validFrom: toInstant(text('validFrom')),
      validTo: toInstant(text('validTo')),
      maxUses: count('maxUses'),
      maxUsesPerStudent: count('maxUsesPerStudent'),
      courseIds: only(items.data?.courses),
      noteIds: only(items.data?.notes),
      active: form.get('active') === 'on',
    };
    setErrors({});
    try {
      const { message } = await save.mutateAsync({ id: coupon?.id, values });
      toast.success(message ?? COUPON_MESSAGES.saved);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors);
      else toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <FormField
        id="coupon-code"
        label={t`Code`}
        error={errors.code}
        hint={t`Letters, digits, - or _`}
      >
        {(control) => (
          <Input {...control} name="code" defaultValue={coupon?.code} autoCapitalize="characters" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="coupon-kind" label={t`Type`}>
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(e) => setKind(e.target.value as 'percent' | 'flat')}
            >
              <option value="percent">{t`Percent off`}</option>
              <option value="flat">{t`Amount off (₹)`}</option>
            </Select>
          )}
        </FormField>
        <FormField
          id="coupon-value"
          label={kind === 'percent' ? t`Percent` : t`Rupees off`}
          error={errors.value}
        >
          {(control) => (
            <Input
              {...control}
              key={kind}
              name="value"
              inputMode="decimal"
              defaultValue={
                coupon && coupon.kind === kind
                  ? kind === 'percent'
                    ? coupon.value
                    : paiseToRupees(coupon.value)
                  : undefined
              }
            />
          )}
        </FormField>
        <FormField id="coupon-from" label={t`Valid from (India time)`} error={errors.validFrom}>
          {(control) => (
            <Input
              {...control}
              name="validFrom"
              type="datetime-local"
              defaultValue={toLocal(coupon?.validFrom ?? null)}
            />
          )}
        </FormField>
        <FormField id="coupon-to" label={t`Valid to (India time)`} error={errors.validTo}>
          {(control) => (
            <Input
              {...control}
              name="validTo"
              type="datetime-local"
              defaultValue={toLocal(coupon?.validTo ?? null)}
            />
          )}
        </FormField>
        <FormField id="coupon-max" label={t`Uses in all (empty: no limit)`} error={errors.maxUses}>
          {(control) => (
            <Input
              {...control}
              name="maxUses"
              inputMode="numeric"
              defaultValue={coupon?.maxUses ?? ''}
            />
          )}
        </FormField>
        <FormField
          id="coupon-per-student"
          label={t`Uses per student (empty: no limit)`}
          error={errors.maxUsesPerStudent}
        >
          {(control) => (
            <Input
              {...control}
              name="maxUsesPerStudent"
              inputMode="numeric"
              defaultValue={coupon ? (coupon.maxUsesPerStudent ?? '') : 1}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">
          <Trans>Applies to</Trans>
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="scope"
            checked={scope === 'all'}
            onChange={() => setScope('all')}
          />
          <Trans>All paid courses and notes</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="scope"
            checked={scope === 'chosen'}
            onChange={() => setScope('chosen')}
          />
          <Trans>Chosen items</Trans>
        </label>
        {scope === 'chosen' && (
          <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2 text-sm">
            {[
              ...(items.data?.courses ?? []).map((i) => ({ ...i, kind: t`Course` })),
              ...(items.data?.notes ?? []).map((i) => ({ ...i, kind: t`Notes` })),
            ].map((item) => (
              <label key={item.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.has(item.id)}
                  onChange={() => toggle(item.id)}
                />
                <span>
                  {item.title} <span className="text-muted-foreground">({item.kind})</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.courseIds && (
          <p className="text-sm text-destructive">{translateMessage(i18n, errors.courseIds)}</p>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="active"
          defaultChecked={coupon?.active ?? true}
          className="size-4 accent-primary"
        />
        <Trans>Active</Trans>
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save coupon`}
        </Button>
      </div>
    </form>
  );
}
