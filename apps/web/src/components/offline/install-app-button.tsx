import { type ComponentProps, useSyncExternalStore } from 'react';
import { Download } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { installPrompt } from '@/lib/offline/install-prompt';

/** "Install app", only where the browser offers to install the site (nothing elsewhere). */
export function InstallAppButton(props: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
  if (!offer) return null;
  return (
    <Button variant="outline" {...props} onClick={() => void installPrompt.show()}>
      <Download aria-hidden="true" /> <Trans>Install app</Trans>
    </Button>
  );
}
