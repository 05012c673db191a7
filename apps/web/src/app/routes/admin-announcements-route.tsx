import { Trans } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { AnnouncementForm } from '@/features/announcements/components/announcement-form';
import { AnnouncementList } from '@/features/announcements/components/announcement-list';
import { TextsSent } from '@/features/announcements/components/texts-sent';
import { useBatches } from '@/features/batches/api/batches';

/** /admin/announcements: the admin posts to any batch or the whole academy, and reads them all. */
export function AdminAnnouncementsRoute() {
  const batches = useBatches();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Announcements</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Shown on the homes of the students and parents of the batch, or of everyone; also sent
            to the academy’s email and Telegram.
          </Trans>
        </p>
      </header>
      <TextsSent />
      {batches.isError ? (
        <LoadError error={batches.error} />
      ) : (
        // Until the batches load the academy-wide choice alone is offered.
        <AnnouncementForm batches={batches.data ?? []} allowWholeAcademy />
      )}
      <AnnouncementList />
    </div>
  );
}
