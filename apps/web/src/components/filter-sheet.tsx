import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/** Tailwind's `md`: from here up the filters sit in the page. */
const WIDE = '(min-width: 48rem)';

interface FilterSheetProps {
  /** How many filters are set, shown on the phone's Filters button. */
  activeCount: number;
  /** The filter controls; they apply as they change, in the page or in the sheet. */
  children: ReactNode;
  /**
   * The in-page wrapper's classes, all `md:` ones (below `md` it is hidden); `md:contents` lets a
   * parent grid place the controls.
   */
  className?: string;
}

/**
 * Filters on a phone take the room of the results, so below `md` they wait behind a Filters
 * button that opens them in a bottom sheet: a modal <dialog> (the browser keeps focus in it,
 * makes the page behind inert and closes it on Escape) with a Show results button. From `md` up
 * they stay in the page. The controls are rendered once, in one place or the other: two copies
 * would repeat their ids and labels.
 */
export function FilterSheet({ activeCount, children, className }: FilterSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const isWide = useMediaQuery(WIDE);
  // A phone turned sideways past `md`: the filters are back in the page.
  const isSheet = open && !isWide;
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const sheet = dialog.current;
    if (!isSheet || !sheet) return;
    sheet.showModal();
    // The page behind does not scroll under the sheet.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [isSheet]);

  // Every way of closing (Escape, Show results, the close button, a tap outside) ends here.
  const onClosed = () => {
    setOpen(false);
    button.current?.focus();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        className="justify-self-start md:hidden"
        aria-haspopup="dialog"
        aria-expanded={isSheet}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" />
        <Trans>Filters</Trans>
        {activeCount > 0 && (
          <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
            {activeCount}
            <span className="sr-only"> {t`active`}</span>
          </span>
        )}
      </Button>
      {isSheet ? (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onClose={onClosed}
          // A tap on the dimmed page lands on the dialog element itself, outside its content.
          onClick={(event) => event.target === event.currentTarget && close()}
          className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-t bg-card p-0 text-card-foreground shadow-xl backdrop:bg-black/60 motion-safe:animate-sheet-in"
        >
          <div className="grid gap-5 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <div className="flex items-center justify-between gap-4">
              <h2 id={titleId} className="text-lg font-semibold">
                <Trans>Filters</Trans>
              </h2>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t`Close`}
                onClick={close}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            {children}
            <Button type="button" className="w-full" onClick={close}>
              <Trans>Show results</Trans>
            </Button>
          </div>
        </dialog>
      ) : (
        <div className={cn('hidden md:block', className)}>{children}</div>
      )}
    </>
  );
}
