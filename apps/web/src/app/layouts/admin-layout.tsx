import { useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Dialog } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { AdminNav } from '@/components/admin-nav';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's `lg`, where the drawer gives way to the sidebar (the site header turns there too). */
const LARGE_AND_UP = '(min-width: 64rem)';

/**
 * Below `lg`: an "Admin menu" button opening the admin areas in a drawer. A modal dialog, so focus
 * moves into it and stays there, Escape closes it and focus returns to the button; choosing a page
 * closes it and leaves focus to the new page (the root layout moves it to the content).
 */
function AdminDrawer() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // Open only on the page where it was opened: any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isLarge = useMediaQuery(LARGE_AND_UP);
  const navigated = useRef(false);
  const open = openOn === pathname && !isLarge;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        navigated.current = false;
        setOpenOn(next ? pathname : null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Menu aria-hidden="true" /> <Trans>Admin menu</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (navigated.current) event.preventDefault();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col gap-4 overflow-y-auto border-r bg-background p-4 shadow-xl data-[state=open]:animate-drawer-in"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="px-3 text-lg font-semibold">
              <Trans>Admin menu</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t`Close admin menu`}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <AdminNav
            onNavigate={(to) => {
              // The same page again: no new content takes focus, so it goes back to the button.
              navigated.current = to !== pathname;
              setOpenOn(null);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Every /admin page: the admin areas in a sidebar (a drawer on phones) beside the page. */
export function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-[100rem] lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      {/* display:none below lg, so assistive technology finds one admin menu, not two. */}
      <div className="hidden border-r lg:block">
        <AdminNav className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-8" />
      </div>
      <div className="min-w-0">
        <div className="border-b px-4 py-2 lg:hidden">
          <AdminDrawer />
        </div>
        <Outlet />
      </div>
    </div>
  );
}
