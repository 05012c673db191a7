import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** A page's or a section's content while it loads: the spinner, centred, with what it awaits. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center py-16', className)}>
      <Spinner label={label} />
    </div>
  );
}
