import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { translateMessage } from '@/lib/i18n/contract-messages';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What a list calls its things, whole phrases in the page's language (no word is pieced in). */
export interface ManagedListWords {
  /** "Add video" */
  add: string;
  /** "Loading videos" */
  loading: string;
  /** "No videos yet." */
  empty: string;
  /** "Videos": the list's accessible name. */
  list: string;
  /** "Delete this video?", given the one's title. */
  confirmDelete: (title: string) => string;
  /** What deleting does, in the confirmation; by default the thing leaves the site. */
  deleteNotice?: string;
}

interface ManagedListProps<T> {
  words: ManagedListWords;
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  loadError: string | undefined;
  getId: (item: T) => string;
  getTitle: (item: T) => string;
  renderDetails: (item: T) => ReactNode;
  /** The add or edit form for the item (none: a new one); it calls onClose when done. */
  renderForm: (item: T | undefined, onClose: () => void) => ReactNode;
  /** Without it every item can be deleted. */
  canDelete?: (item: T) => boolean;
  onDelete: (item: T) => Promise<{ message?: string | undefined }>;
  /** The toasts after a delete; without them, the server's own words. */
  deleted?: string;
  deleteFailed?: string;
}

/** An admin list of things with add, edit and delete (after a confirmation), and its toasts. */
export function ManagedList<T>(props: ManagedListProps<T>) {
  const { t, i18n } = useLingui();
  const { words, items, getId, getTitle } = props;
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirmDelete = async (item: T) => {
    setIsDeleting(true);
    try {
      const { message } = await props.onDelete(item);
      const said = props.deleted ?? message;
      if (said) toast.success(said);
    } catch (error) {
      toast.error(props.deleteFailed ?? (error instanceof Error ? error.message : String(error)));
    }
    setIsDeleting(false);
    setDeleting(null);
  };

  const deletingTitle = deleting ? getTitle(deleting) : '';

  return (
    <div className="grid max-w-3xl gap-4">
      <Button className="w-fit" onClick={() => setEditing({ item: undefined })}>
        <Plus aria-hidden="true" /> {words.add}
      </Button>
      {props.isPending ? (
        <Spinner label={words.loading} />
      ) : props.isError || !items ? (
        <p role="alert" className="text-destructive">
          {translateMessage(i18n, props.loadError ?? '')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{words.empty}</p>
      ) : (
        <ul aria-label={words.list} className="divide-y rounded-lg border">
          {items.map((item) => {
            const title = getTitle(item);
            return (
              <li key={getId(item)} className="flex items-start justify-between gap-4 p-4">
                <div className="min-w-0">
                  <p className="font-medium">{getTitle(item)}</p>
                  {props.renderDetails(item)}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={t`Edit ${title}`}
                    onClick={() => setEditing({ item })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  {(props.canDelete?.(item) ?? true) && (
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={t`Delete ${title}`}
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && props.renderForm(editing.item, () => setEditing(null))}
      {deleting && (
        <ConfirmDialog
          title={words.confirmDelete(deletingTitle)}
          confirmLabel={t`Delete`}
          isDestructive
          isBusy={isDeleting}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {words.deleteNotice ?? (
              <Trans>“{deletingTitle}” will no longer show on the site.</Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
