import { Spinner } from './ui/spinner';

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
