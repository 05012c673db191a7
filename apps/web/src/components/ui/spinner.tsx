import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn(
          'size-6 animate-spin rounded-full border-2 border-current border-t-transparent text-primary',
          className,
        )}
      />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}
