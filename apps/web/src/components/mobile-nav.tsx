import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from './ui/button';

const MobileNavPanel = lazy(() => import('./mobile-nav-panel'));

const PANEL_ID = 'mobile-menu';

/** Toggle and slide-in panel for narrow screens; the panel's code loads on first use. */
export function MobileNav({ footer }: { footer?: ReactNode }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // The menu is open only on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;

  const close = useCallback((reason: 'navigate' | 'escape') => {
    setOpenOn(null);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={t`Menu`}
        onClick={() => {
          setHasOpened(true);
          setOpenOn(open ? null : pathname);
        }}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div id={PANEL_ID} className="contents">
        {hasOpened && (
          <Suspense fallback={null}>
            <MobileNavPanel open={open} onClose={close} footer={footer} />
          </Suspense>
        )}
      </div>
    </>
  );
}
