import { Trans } from '@lingui/react/macro';

/** A labelled progress bar with its percentage written under it (courses, student details). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>{value}% complete</Trans>
      </p>
    </div>
  );
}
