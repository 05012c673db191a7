import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn(
          'size-6 animate-spin rounded-full border-2 border-current border-t-transparent text-primary',
          className,
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
