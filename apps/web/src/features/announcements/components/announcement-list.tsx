import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, Trash2 } from 'lucide-react';
import type { Announcement } from '@academy/contract/announcements';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRelativeTime } from '@/lib/i18n/formats';
import { toast } from '@/lib/toast';
import { useAnnouncements, useDeleteAnnouncement } from '../api/announcements';

/**
 * The latest announcements the user may read, on a home page. `hideWhenNone` leaves no empty box
 * for a student who is in no batch and has had no academy-wide notice.
 */
export function AnnouncementList({ hideWhenNone = false }: { hideWhenNone?: boolean }) {
  const { t } = useLingui();
  const list = useAnnouncements();
  if (hideWhenNone && (list.isPending || list.isError || list.data.length === 0)) return null;
  return (
    <section aria-labelledby="announcements" className="grid gap-3">
      <h2 id="announcements" className="text-xl font-semibold tracking-tight">
        <Trans>Announcements</Trans>
      </h2>
      {list.isPending ? (
        <Spinner label={t`Loading announcements`} />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No announcements yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t`Announcements`}>
          {list.data.map((a) => (
            <li key={a.id}>
              <AnnouncementCard announcement={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AnnouncementCard({ announcement: a }: { announcement: Announcement }) {
  const { t } = useLingui();
  const relative = useRelativeTime();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteAnnouncement();
  const title = a.title;
  const confirm = async () => {
    try {
      const { message } = await remove.mutateAsync(a.id);
      if (message) toast.success(message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setIsConfirming(false);
    }
  };
  return (
    <article
      aria-labelledby={`announcement-${a.id}`}
      className="grid gap-2 rounded-lg border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h3
          id={`announcement-${a.id}`}
          className="flex min-w-0 items-start gap-2 font-semibold break-words"
        >
          <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0">{title}</span>
        </h3>
        {a.canDelete && (
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-1 shrink-0"
            aria-label={t`Delete announcement ${title}`}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {a.batch ? a.batch.name : <Trans>Whole academy</Trans>} · {a.author.name} ·{' '}
        <time dateTime={a.createdAt}>{relative(a.createdAt)}</time>
      </p>
      {/* The author's line breaks are kept; the text itself is never read as HTML. */}
      <p className="break-words whitespace-pre-line">{a.body}</p>
      {isConfirming && (
        <ConfirmDialog
          title={t`Delete this announcement?`}
          confirmLabel={t`Delete`}
          isDestructive
          isBusy={remove.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <Trans>“{title}” will no longer be shown to students and parents.</Trans>
        </ConfirmDialog>
      )}
    </article>
  );
}
