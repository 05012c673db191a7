import { useEffect, useId, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '@/lib/utils';

/** Whether the box is wider inside than outside, kept current as it or its table resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

interface TableProps extends ComponentProps<'table'> {
  /** What the table lists: its caption for screen readers, and the scroll box's name. */
  caption: string;
  /** Classes for the scroll box around the table (its margins). */
  frameClassName?: string;
}

/**
 * Every list table: wider than the screen (a phone), it scrolls sideways inside its own box and
 * the page never does. While it scrolls, the box is a named region that takes keyboard focus, so
 * the arrow keys can scroll it too.
 */
export function Table({ caption, frameClassName, className, children, ...props }: TableProps) {
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scrolls = useScrollsSideways(box);
  return (
    <div
      ref={box}
      {...(scrolls && { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 })}
      // relative: screen-reader-only text in the cells is positioned absolutely; without a
      // positioned box around it, it would sit outside the scroll box and widen the page.
      className={cn(
        'relative max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring',
        frameClassName,
      )}
    >
      <table className={cn('w-full text-left text-sm', className)} {...props}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
