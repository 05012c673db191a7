import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExternalLink, Trash2, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/i18n/formats';
import { useRemoveSavedFile, useSavedFiles } from '@/lib/offline/saved-files-queries';
import { useFileSize } from '@/lib/offline/file-size';
import { useCanSaveOffline } from '@/lib/offline/saved-files';

/**
 * The files kept on this phone: opened from it in airplane mode, removed one by one. It reads
 * only the phone's storage, so it opens offline (the service worker serves it the app's page).
 */
export function SavedPage() {
  const { t } = useLingui();
  const dateFormat = useDateFormat({ dateStyle: 'medium' });
  const fileSize = useFileSize();
  const saved = useSavedFiles();
  const remove = useRemoveSavedFile();
  const canSave = useCanSaveOffline();
  const files = saved.data ?? [];
  const space = fileSize(files.reduce((sum, file) => sum + file.bytes, 0));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Saved for offline</Trans>
        </h1>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <WifiOff aria-hidden="true" className="size-4" />
          <Trans>Open these without a connection.</Trans>
        </p>
      </div>
      {canSave === false ? (
        <p>
          <Trans>This browser cannot keep files for offline reading.</Trans>
        </p>
      ) : !canSave || saved.isPending ? null : files.length === 0 ? (
        <p>
          <Trans>
            Nothing saved yet. Tap “Save offline” on a note or an NCERT book to read it without
            data.{' '}
            <Link to="/notes" className="font-medium underline underline-offset-4">
              Browse notes
            </Link>
          </Trans>
        </p>
      ) : (
        <>
          <p className="text-sm font-medium">
            <Trans>Using {space} on this phone</Trans>
          </p>
          <ul className="grid gap-3" aria-label={t`Saved files`}>
            {files.map((file) => {
              const size = fileSize(file.bytes);
              const date = dateFormat.format(file.savedAt);
              return (
                <li
                  key={file.url}
                  className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">{file.title}</p>
                    <p className="text-sm text-muted-foreground">
                      <Trans>
                        {size} • saved {date}
                      </Trans>
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button asChild size="sm">
                      <a href={file.url} target="_blank" rel="noopener noreferrer">
                        <ExternalLink aria-hidden="true" /> <Trans>Open</Trans>
                        <span className="sr-only"> {file.title}</span>
                      </a>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ url: file.url, title: file.title })}
                    >
                      <Trash2 aria-hidden="true" /> <Trans>Remove</Trans>
                      <span className="sr-only"> {file.title}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
