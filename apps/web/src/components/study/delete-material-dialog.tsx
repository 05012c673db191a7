import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface DeleteMaterialDialogProps {
  item: { id: string; title: string };
  remove: UseMutationResult<unknown, Error, string>;
  /** The contract's toasts: done, or failed without a reason from the server. */
  deleted: string;
  deleteFailed: string;
  onClose: () => void;
  /** What deleting does, in the page's words. */
  children: ReactNode;
}

/** "Delete “title”?" for a study material, then the toast that says how it went. */
export function DeleteMaterialDialog({
  item,
  remove,
  deleted,
  deleteFailed,
  onClose,
  children,
}: DeleteMaterialDialogProps) {
  const { t } = useLingui();
  const deletingTitle = item.title;
  return (
    <ConfirmDialog
      title={t`Delete “${deletingTitle}”?`}
      confirmLabel={t`Delete`}
      isDestructive
      isBusy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(deleted);
            onClose();
          },
          onError: (error) => toast.error(error instanceof ApiError ? error.message : deleteFailed),
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
