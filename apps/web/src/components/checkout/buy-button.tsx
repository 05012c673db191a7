import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import type { CheckoutItem } from '@/lib/checkout/checkout-api';

// The checkout (and Razorpay's script after it) loads when a student presses Buy, not with the page.
const CheckoutDialog = lazy(() =>
  import('@/components/checkout/checkout-dialog').then((m) => ({ default: m.CheckoutDialog })),
);

interface BuyButtonProps extends Omit<ComponentProps<typeof Button>, 'onClick'> {
  item: CheckoutItem;
}

/** The checkout for one item, loaded on first use. */
export function LazyCheckout({ item, onClose }: { item: CheckoutItem; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <CheckoutDialog item={item} onClose={onClose} />
    </Suspense>
  );
}

/** "Buy Now" for a signed-in student: opens the checkout for the item. */
export function BuyButton({ item, children, ...props }: BuyButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && <LazyCheckout item={item} onClose={() => setOpen(false)} />}
    </>
  );
}
