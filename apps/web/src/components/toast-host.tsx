import { Suspense, lazy, useSyncExternalStore } from 'react';
import { loadSonner, toastsStore } from '@/lib/toast';
import { useTheme } from './theme-provider';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** The toasts' region, on the page from the first toast on (lib/toast.ts). */
export function ToastHost() {
  const { theme } = useTheme();
  const isNeeded = useSyncExternalStore(toastsStore.subscribe, toastsStore.isNeeded, () => false);
  if (!isNeeded) return null;
  // Sonner's defaults are the product's numbers: 4 s, 3 visible, width 356, gap 14, swipe 45.
  return (
    <Suspense fallback={null}>
      {/* A phone's top toasts (toast.arrival) start below the top bar and the header. */}
      <Toaster theme={theme} closeButton mobileOffset={{ top: '7rem' }} />
    </Suspense>
  );
}
