import { type ComponentProps } from 'react';
import { Download } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { installPrompt } from '@/lib/offline/install-prompt';
import { useClientStore } from '@/lib/hydration';

/** "Install app", only where the browser offers to install the site (nothing elsewhere). */
export function InstallAppButton(props: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const offer = useClientStore(installPrompt.subscribe, installPrompt.get, () => null);
  if (!offer) return null;
  return (
    <Button variant="outline" {...props} onClick={() => void installPrompt.show()}>
      <Download aria-hidden="true" /> <Trans>Install app</Trans>
    </Button>
  );
}
