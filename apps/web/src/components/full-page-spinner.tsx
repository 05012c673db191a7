import { useLingui } from '@lingui/react/macro';
import { Spinner } from './ui/spinner';

export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-10" label={label ?? t`Loading`} />
    </div>
  );
}
