import { Trans } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useMarkDemoVisitor } from '../api/mark-demo-visitor';
import { useDemoVisitors } from '../api/list-demo-visitors';

/** Under a class's register: the leads booked to try it, each marked present with a tap. */
export function DemoVisitors({ classKey }: { classKey: string }) {
  const visitors = useDemoVisitors(classKey);
  const mark = useMarkDemoVisitor(classKey);
  if (visitors.isPending || (visitors.isSuccess && visitors.data.length === 0)) return null;
  if (visitors.isError) return <LoadError error={visitors.error} />;
  const toggle = async (id: string, attended: boolean) => {
    try {
      const { message } = await mark.mutateAsync({ id, attended });
      if (message) toast.success(message);
    } catch {
      // Shown below, from the mutation's error.
    }
  };
  return (
    <section aria-labelledby="demo-visitors" className="grid gap-3">
      <h2 id="demo-visitors" className="text-lg font-semibold">
        <Trans>Demo visitors</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Booked to try this class; not students of the batch.</Trans>
      </p>
      <ul className="grid gap-2">
        {visitors.data.map((v) => (
          <li key={v.id}>
            <label className="flex items-center gap-3 rounded-md border p-3">
              <input
                type="checkbox"
                checked={v.attended}
                disabled={mark.isPending}
                onChange={(e) => void toggle(v.id, e.target.checked)}
              />
              <span>{v.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {mark.error && <FormAlert message={mark.error.message} />}
    </section>
  );
}
