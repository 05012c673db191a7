import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@academy/contract/indian-numbers';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CheckCircle2, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { COURSE_MESSAGES } from '@academy/contract/courses';
import {
  PAYMENT_MESSAGES,
  type CheckoutConfig,
  type CheckoutOrder,
  paymentDocumentUrl,
} from '@academy/contract/payments';
import type { Locale } from '@academy/contract/locales';
import type { CouponPreview } from '@academy/contract/coupons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { useLocale } from '@/lib/i18n/locale';
import { PAYMENT_TABLE } from '@/lib/i18n/messages/courses';
import {
  checkCoupon,
  createOrder,
  invoiceDetails,
  orderStatus,
  verifyPayment,
  type CheckoutItem,
} from '@/lib/checkout/checkout-api';
import { payWithRazorpay } from '@/lib/checkout/razorpay-checkout';
import { InvoiceAddressFields, type InvoiceAddress } from './invoice-address-fields';

/** How often, and how long, a payment the bank has not confirmed is asked about again. */
const POLL_MS = 3000;
const POLL_TRIES = 40;

type Phase =
  | { name: 'review' }
  | { name: 'starting' }
  | { name: 'razorpay'; order: CheckoutOrder }
  | { name: 'verifying' }
  | { name: 'pending'; orderId: string; gaveUp: boolean }
  | { name: 'paid'; orderId: string }
  | { name: 'stopped'; message: string };

interface CheckoutDialogProps {
  item: CheckoutItem;
  onClose: () => void;
}

/** Where a paid item opens: the course's player, the note's file, a batch fee's receipt. */
const itemPath = (item: CheckoutItem, orderId: string, locale: Locale) =>
  item.kind === 'course'
    ? `/student/my-courses/${item.id}`
    : item.kind === 'note'
      ? `/api/notes/${item.id}/file`
      : paymentDocumentUrl(orderId, 'receipt', locale);

/**
 * The checkout: the item and its price, a coupon, then Razorpay Checkout (UPI first) on Pay.
 * Razorpay's own window replaces this dialog while it is open. A paid course goes straight to the
 * player; a paid note opens. Cancelled or failed: say so and offer another try. A payment the
 * bank has not confirmed yet waits for the webhook ("Confirming your payment").
 */
export function CheckoutDialog({ item, onClose }: CheckoutDialogProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const payment = (key: keyof typeof PAYMENT_MESSAGES) => i18n._(PAYMENT_TABLE.descriptors[key]);
  const messageOf = (error: unknown) =>
    error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ name: 'review' });
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);
  const [couponError, setCouponError] = useState('');
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const config = useQuery({
    queryKey: ['payments', 'config'],
    queryFn: async () => (await api.get<CheckoutConfig>('/payments/config')).data,
    staleTime: Infinity,
  });
  const invoice = useQuery({
    queryKey: ['payments', 'invoice-details', item.forStudentId ?? null],
    queryFn: () => invoiceDetails(item.forStudentId),
  });
  // Untouched, the fields show the profile's address and state.
  const [typedAddress, setTypedAddress] = useState<InvoiceAddress | null>(null);
  const [addressErrors, setAddressErrors] = useState<Partial<InvoiceAddress>>({});
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  // A paid course re-renders its page without the Buy button (unmounting this dialog), so the
  // way on is taken before the page's data is refreshed.
  async function succeed(orderId: string, provider?: CheckoutOrder['provider']) {
    toast.success(provider === 'dev' ? COURSE_MESSAGES.purchasedDev : PAYMENT_MESSAGES.paid);
    if (item.kind === 'course') {
      void navigate(itemPath(item, orderId, locale));
      onClose();
      await queryClient.invalidateQueries();
      return;
    }
    // A paid fee leaves the list this dialog was opened from (perhaps the whole section): the
    // page is refreshed when the dialog closes, so the receipt link stays until then.
    if (item.kind === 'instalment') return setPhase({ name: 'paid', orderId });
    await queryClient.invalidateQueries();
    if (alive.current) setPhase({ name: 'paid', orderId });
  }

  function close() {
    if (phase.name === 'paid' && item.kind === 'instalment') void queryClient.invalidateQueries();
    onClose();
  }

  async function waitForConfirmation(orderId: string) {
    setPhase({ name: 'pending', orderId, gaveUp: false });
    for (let i = 0; i < POLL_TRIES && alive.current; i++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const status = await orderStatus(orderId).catch(() => undefined);
      if (status === 'paid') return succeed(orderId);
    }
    if (alive.current) setPhase({ name: 'pending', orderId, gaveUp: true });
  }

  async function pay() {
    setPhase({ name: 'starting' });
    setAddressErrors({});
    let order: CheckoutOrder;
    try {
      order = (await createOrder(item, coupon?.code, asksAddress ? invoiceAddress : undefined))
        .data;
    } catch (error) {
      if (error instanceof ApiError) setAddressErrors(error.fieldErrors);
      return setPhase({ name: 'stopped', message: messageOf(error) });
    }
    if (order.status === 'paid') return succeed(order.orderId, order.provider);
    setPhase({ name: 'razorpay', order });
    let outcome;
    try {
      outcome = await payWithRazorpay(order, t`Pay with UPI`);
    } catch (error) {
      return setPhase({ name: 'stopped', message: messageOf(error) });
    }
    if (outcome.kind === 'dismissed')
      return setPhase({ name: 'stopped', message: PAYMENT_MESSAGES.cancelled });
    if (outcome.kind === 'failed') return setPhase({ name: 'stopped', message: outcome.reason });
    setPhase({ name: 'verifying' });
    try {
      await verifyPayment(outcome.response);
      await succeed(order.orderId, order.provider);
    } catch (error) {
      // A refusal (4xx) is final; a lost answer or a busy gateway is left to the webhook.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        setPhase({ name: 'stopped', message: error.message });
      else await waitForConfirmation(order.orderId);
    }
  }

  async function applyCoupon(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setCheckingCoupon(true);
    setCouponError('');
    try {
      setCoupon((await checkCoupon(item, code.trim())).data);
    } catch (error) {
      setCoupon(null);
      setCouponError(
        error instanceof ApiError
          ? (error.fieldErrors.couponCode ?? error.message)
          : messageOf(error),
      );
    } finally {
      setCheckingCoupon(false);
    }
  }

  const amount = coupon?.amount ?? item.pricePaise;
  // A tax invoice prints the buyer's address and state (CGST rule 46); nothing to pay, no invoice.
  const asksAddress = Boolean(invoice.data?.taxInvoice) && amount > 0;
  const invoiceAddress = typedAddress ?? {
    address: invoice.data?.address ?? '',
    state: invoice.data?.state ?? '',
  };
  const busy = phase.name === 'starting' || phase.name === 'verifying';
  const provider = config.data?.provider;
  const price = formatRupees(amount);
  const couponCode = coupon?.code;

  return (
    <Dialog open={phase.name !== 'razorpay'} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent aria-describedby="checkout-summary">
        <DialogTitle>{phase.name === 'paid' ? t`Payment received` : t`Checkout`}</DialogTitle>
        <DialogDescription id="checkout-summary">{item.title}</DialogDescription>

        {config.data?.testMode && (
          <p
            role="note"
            className="flex items-center gap-2 rounded-md border border-amber-500 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            <ShieldCheck aria-hidden="true" className="size-4" /> {payment('testMode')}
          </p>
        )}

        {phase.name === 'paid' ? (
          <div className="grid gap-3">
            <p className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
              {payment('paid')}
            </p>
            <Button asChild>
              <a href={itemPath(item, phase.orderId, locale)} target="_blank" rel="noopener">
                {item.kind === 'note' ? (
                  <Trans>Open the notes</Trans>
                ) : (
                  <Trans>Download receipt</Trans>
                )}
              </a>
            </Button>
          </div>
        ) : phase.name === 'pending' ? (
          <div role="status" className="grid gap-2">
            <p className="flex items-center gap-2 font-medium">
              {!phase.gaveUp && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {payment('confirming')}
            </p>
            <p className="text-sm text-muted-foreground">
              {phase.gaveUp ? payment('stillConfirming') : payment('confirmingDetail')}
            </p>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd className="text-right">{formatRupees(item.pricePaise)}</dd>
              {coupon && (
                <>
                  <dt>
                    <Trans>Coupon {couponCode}</Trans>
                  </dt>
                  <dd className="text-right">−{formatRupees(coupon.discount)}</dd>
                </>
              )}
              <dt className="font-semibold">
                <Trans>To pay</Trans>
              </dt>
              <dd className="text-right font-semibold">{formatRupees(amount)}</dd>
            </dl>
            <p className="text-xs text-muted-foreground">
              <Trans>Prices include GST.</Trans>
            </p>

            {/* Batch fees take no coupons. */}
            {item.kind !== 'instalment' && (
              <form method="post" onSubmit={applyCoupon} className="grid gap-1" noValidate>
                <Label htmlFor="coupon-code">
                  <Trans>Coupon code</Trans>
                </Label>
                <div className="flex gap-2">
                  <Input
                    id="coupon-code"
                    value={code}
                    autoComplete="off"
                    autoCapitalize="characters"
                    maxLength={40}
                    aria-invalid={couponError ? true : undefined}
                    aria-describedby={couponError ? 'coupon-error' : undefined}
                    onChange={(e) => setCode(e.target.value)}
                  />
                  <Button type="submit" variant="outline" disabled={checkingCoupon || !code.trim()}>
                    <Trans>Apply</Trans>
                  </Button>
                </div>
                {couponError && (
                  <p id="coupon-error" className="text-sm text-destructive">
                    {translateMessage(i18n, couponError)}
                  </p>
                )}
              </form>
            )}

            {asksAddress && (
              <InvoiceAddressFields
                value={invoiceAddress}
                onChange={setTypedAddress}
                errors={addressErrors}
                forChild={Boolean(item.forStudentId)}
              />
            )}

            {phase.name === 'stopped' && (
              <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
                <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />{' '}
                {translateMessage(i18n, phase.message)}
              </p>
            )}
            {provider === 'none' ? (
              <p role="alert" className="text-sm">
                {payment('notSetUp')}
              </p>
            ) : (
              <Button
                size="lg"
                disabled={busy || config.isPending || invoice.isPending}
                onClick={() => void pay()}
              >
                {busy ? (
                  <>
                    <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                    {phase.name === 'verifying' ? payment('confirming') : t`Opening payment…`}
                  </>
                ) : phase.name === 'stopped' ? (
                  t`Try again`
                ) : amount === 0 ? (
                  t`Get it free`
                ) : (
                  t`Pay ${price}`
                )}
              </Button>
            )}
            {provider === 'razorpay' && (
              <p className="text-xs text-muted-foreground">
                <Trans>UPI, cards, net banking and wallets through Razorpay.</Trans>
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
