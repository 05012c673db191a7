import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { LINK_MESSAGES, type UsefulLink } from '@academy/contract/links';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteLink } from '../api/delete-link';
import { useLinks } from '../api/list-links';
import { LinkFormDialog } from './link-form-dialog';

type Editing = { link: UsefulLink | undefined } | null;

/** The Useful Links tab of Site Settings: add, edit and delete. */
export function LinksManager() {
  const links = useLinks();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UsefulLink | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(LINK_MESSAGES.deleted);
    } catch {
      toast.error(LINK_MESSAGES.deleteFailed);
    }
    setDeleting(null);
  };

  return (
    <div className="grid max-w-3xl gap-4">
      <Button className="w-fit" onClick={() => setEditing({ link: undefined })}>
        <Plus aria-hidden="true" /> Add link
      </Button>
      {links.isPending ? (
        <Spinner label="Loading links" />
      ) : links.isError ? (
        <p role="alert" className="text-destructive">
          {LINK_MESSAGES.loadFailed}
        </p>
      ) : links.data.length === 0 ? (
        <p className="text-muted-foreground">No links yet.</p>
      ) : (
        <ul aria-label="Useful links" className="divide-y rounded-lg border">
          {links.data.map((link) => (
            <li key={link._id} className="flex items-start justify-between gap-4 p-4">
              <div className="min-w-0">
                <p className="font-medium">{link.title}</p>
                <p className="truncate text-sm text-muted-foreground">{link.link}</p>
                <p className="text-sm text-muted-foreground">{link.category.join(', ')}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Edit ${link.title}`}
                  onClick={() => setEditing({ link })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Delete ${link.title}`}
                  onClick={() => setDeleting(link)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <LinkFormDialog link={editing.link} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this link?"
          confirmLabel="Delete"
          isDestructive
          isBusy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>“{deleting.title}” will no longer show on the Useful Links page.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
