import { Trans } from '@lingui/react/macro';

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
