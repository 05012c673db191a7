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
  // Never on the server's render, nor on the first client render that hydrates it.
  const [isVisible, setVisible] = useState(false);

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
