import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children (usually lazily imported) only once the place they go scrolls into view,
 * so sections below the fold cost nothing on the first load. The wrapper keeps the id, so an
 * anchor link to it works before its content has loaded.
 */
export function WhenVisible({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Without the observer (old browsers, jsdom) the content simply renders at once.
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || isVisible) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);

  return (
    <div id={id} ref={ref} className={className}>
      {isVisible && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
