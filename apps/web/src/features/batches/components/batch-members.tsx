import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import type { BatchDetails, BatchMember } from '@academy/contract/batches';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toastOutcome } from '@/lib/toast';
import { useRemoveMember } from '../api/batches';
import { AddStudentsDialog } from './add-students-dialog';

/** A batch's students, and its waiting list in the order its seats will go. */
export function BatchMembers({ batch }: { batch: BatchDetails }) {
  const { t } = useLingui();
  const remove = useRemoveMember(batch.id);
  const [isAdding, setIsAdding] = useState(false);
  const [toRemove, setToRemove] = useState<BatchMember | null>(null);
  const inBatch = new Set([...batch.members, ...batch.waiting].map((m) => m.id));
  const removingName = toRemove?.name ?? '';

  const row = (m: BatchMember, position?: number) => {
    const name = m.name;
    return (
      <li
        key={m.id}
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
      >
        <span className="grid min-w-0">
          <span className="font-medium">
            {position !== undefined && <span className="tabular-nums">{position}. </span>}
            {name}
          </span>
          <span className="text-sm text-muted-foreground">{m.phone}</span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Remove ${name}`}
          onClick={() => setToRemove(m)}
        >
          <Trans>Remove</Trans>
        </Button>
      </li>
    );
  };

  return (
    <div className="grid gap-6">
      <Button className="w-fit" onClick={() => setIsAdding(true)}>
        <UserPlus aria-hidden="true" /> <Trans>Add students</Trans>
      </Button>
      <section aria-labelledby="members" className="grid gap-2">
        <h2 id="members" className="text-lg font-semibold">
          <Trans>Students</Trans>
        </h2>
        {batch.members.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No students in this batch yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2" aria-labelledby="members">
            {batch.members.map((m) => row(m))}
          </ul>
        )}
      </section>
      {batch.waiting.length > 0 && (
        <section aria-labelledby="waiting" className="grid gap-2">
          <h2 id="waiting" className="text-lg font-semibold">
            <Trans>Waiting list</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>When a seat frees, the first on the list takes it.</Trans>
          </p>
          <ol className="grid gap-2 md:grid-cols-2" aria-labelledby="waiting">
            {batch.waiting.map((m, i) => row(m, i + 1))}
          </ol>
        </section>
      )}
      {isAdding && (
        <AddStudentsDialog
          batchId={batch.id}
          startDate={batch.startDate}
          inBatch={inBatch}
          onClose={() => setIsAdding(false)}
        />
      )}
      {toRemove && (
        <ConfirmDialog
          title={t`Remove ${removingName} from the batch?`}
          confirmLabel={t`Remove`}
          isDestructive
          isBusy={remove.isPending}
          onCancel={() => setToRemove(null)}
          onConfirm={() =>
            remove.mutate(toRemove.id, {
              ...toastOutcome,
              onSettled: () => setToRemove(null),
            })
          }
        >
          <Trans>Their attendance so far stays on record.</Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}
