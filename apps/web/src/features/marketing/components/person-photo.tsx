import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A person's photo, named by its alt text; without one, or when it fails to load, their
 * initials in a circle (never a stock face). Lazy, with its size, so it moves nothing.
 */
export function PersonPhoto({
  src,
  name,
  size,
  className,
}: {
  src: string;
  name: string;
  size: number;
  className?: string;
}) {
  const [isBroken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before the page was hydrated fired its error with nobody listening.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, [src]);

  const box = cn('shrink-0 rounded-full', className);
  if (src && !isBroken) {
    return (
      <img
        ref={ref}
        src={src}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={cn(box, 'bg-muted object-cover')}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'grid place-content-center bg-secondary font-semibold text-primary')}
      style={{ width: size, height: size, fontSize: size * 0.36 }}
    >
      {initialsOf(name)}
    </span>
  );
}
