import { Trans } from '@lingui/react/macro';
import { setDataSaver, useDataSaver } from '@/lib/data-saver';

/** Data saver for this device: a checkbox, since it is on or off. */
export function DataSaverSwitch() {
  const on = useDataSaver();
  return (
    <label className="flex w-fit items-start gap-3">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => setDataSaver(e.target.checked)}
        className="mt-1 size-4 accent-primary"
      />
      <span className="grid gap-0.5">
        <span className="font-medium">
          <Trans>Data saver</Trans>
        </span>
        <span className="text-sm text-muted-foreground">
          <Trans>Smaller pictures on this device. Videos always wait for you to tap Play.</Trans>
        </span>
      </span>
    </label>
  );
}
