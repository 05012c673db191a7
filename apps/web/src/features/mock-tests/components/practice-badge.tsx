import { Trans } from '@lingui/react/macro';

/** Marks an attempt after the first: it counts for no rank, highest or average score. */
export function PracticeBadge() {
  return (
    <span className="ml-2 inline-block rounded bg-muted px-1.5 py-0.5 align-middle text-xs font-medium text-muted-foreground">
      <Trans>Practice</Trans>
    </span>
  );
}
